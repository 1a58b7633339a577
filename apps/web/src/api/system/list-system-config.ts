import type { SystemConfigEntry } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/system/config: every system setting (name, data as JSON text). */
export const fetchSystemConfig = () => api.get<SystemConfigEntry[]>('/v1/system/config');

export const systemConfigQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'config'], queryFn: fetchSystemConfig });

export const useSystemConfig = () => useQuery(systemConfigQueryOptions());

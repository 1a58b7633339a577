import { systemCalls } from '@signage/shared/calls/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/system/config: every system setting (name, data as JSON text). */
export const fetchSystemConfig = () =>
  call(systemCalls.config).then((answer) => (Array.isArray(answer) ? answer : [answer]));

export const systemConfigQueryOptions = () =>
  queryOptions({ queryKey: ['system', 'config'], queryFn: fetchSystemConfig });

export const useSystemConfig = () => useQuery(systemConfigQueryOptions());

import type { Role } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** GET /v1/roles/{guid} */
export const fetchRole = (guid: string) => api.get<Role>(`/v1/roles/${encodeURIComponent(guid)}`);

export const roleQueryOptions = (guid: string) =>
  queryOptions({ queryKey: roleKeys.detail(guid), queryFn: () => fetchRole(guid), staleTime: 0 });

export const useRole = (guid: string) => useQuery(roleQueryOptions(guid));

import type { Right } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { rightKeys } from './keys';

/** POST /v1/rights/list {guidRole}: the whole catalogue with allowed 0/1 for the role. */
export const fetchRoleRights = (guidRole: string) => api.post<Right[]>('/v1/rights/list', { guidRole });

export const roleRightsQueryOptions = (guidRole: string) =>
  queryOptions({ queryKey: rightKeys.list({ guidRole }), queryFn: () => fetchRoleRights(guidRole), staleTime: 0 });

export const useRoleRights = (guidRole: string) => useQuery(roleRightsQueryOptions(guidRole));

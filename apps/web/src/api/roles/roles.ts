import type { Role, RoleCreate, RoleListRequest } from '@signage/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles/list: the roles the user may see and assign; {guidParent}: a network's own roles. */
export const fetchRoles = (filter: RoleListRequest) => api.post<Role[]>('/v1/roles/list', filter);

export const rolesQueryOptions = (filter: RoleListRequest) =>
  queryOptions({ queryKey: roleKeys.list(filter), queryFn: () => fetchRoles(filter) });

export const useRoles = (filter: RoleListRequest = {}) => useQuery(rolesQueryOptions(filter));

/** GET /v1/roles/{guid} */
export const fetchRole = (guid: string) => api.get<Role>(`/v1/roles/${encodeURIComponent(guid)}`);

export const roleQueryOptions = (guid: string) =>
  queryOptions({ queryKey: roleKeys.detail(guid), queryFn: () => fetchRole(guid), staleTime: 0 });

export const useRole = (guid: string) => useQuery(roleQueryOptions(guid));

/** POST /v1/roles {guidParent?}: an empty role (SPEC §4); its edit page opens next. */
export const createRole = (body: RoleCreate) => api.post<Role>('/v1/roles', body);

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
};

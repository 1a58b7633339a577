import type { RoleCreate, RoleListRequest } from '@signage/shared';
import { roleCalls } from '@signage/shared/calls/roles';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { roleKeys } from './keys';

/** POST /v1/roles/list: the roles the user may see and assign; {guidParent}: a network's own roles. */
export const fetchRoles = (filter: RoleListRequest) => call(roleCalls.list, { body: filter });

export const rolesQueryOptions = (filter: RoleListRequest) =>
  queryOptions({ queryKey: roleKeys.list(filter), queryFn: () => fetchRoles(filter) });

export const useRoles = (filter: RoleListRequest = {}) => useQuery(rolesQueryOptions(filter));

/** GET /v1/roles/{guid} */
export const fetchRole = (guid: string) => call(roleCalls.get, { params: { id: guid } });

export const roleQueryOptions = (guid: string) =>
  queryOptions({ queryKey: roleKeys.detail(guid), queryFn: () => fetchRole(guid), staleTime: 0 });

export const useRole = (guid: string) => useQuery(roleQueryOptions(guid));

/** POST /v1/roles {guidParent?}: an empty role (SPEC §4); its edit page opens next. */
export const createRole = (body: RoleCreate) => call(roleCalls.create, { body });

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
};

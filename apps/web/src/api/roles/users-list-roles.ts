import type { Role } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles/list: the roles this user may assign. */
export const fetchAssignableRoles = () => api.post<Role[]>('/v1/roles/list', {});

export const assignableRolesQueryOptions = () =>
  queryOptions({ queryKey: roleKeys.list({}), queryFn: fetchAssignableRoles });

export const useAssignableRoles = () => useQuery(assignableRolesQueryOptions());

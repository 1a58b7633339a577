import type { Role } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles/list */
export const fetchRoles = () => api.post<Role[]>('/v1/roles/list', {});

export const rolesQueryOptions = () => queryOptions({ queryKey: roleKeys.list({}), queryFn: fetchRoles });

export const useRoles = () => useQuery(rolesQueryOptions());

import type { Role } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles/list {guidParent}: the network's own roles (Rollen tab). */
export const fetchNetworkRoles = (guidParent: string) => api.post<Role[]>('/v1/roles/list', { guidParent });

export const networkRolesQueryOptions = (guidParent: string) =>
  queryOptions({ queryKey: roleKeys.list({ guidParent }), queryFn: () => fetchNetworkRoles(guidParent) });

export const useNetworkRoles = (guidParent: string) => useQuery(networkRolesQueryOptions(guidParent));

import type { User } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { peopleKeys } from './keys';

/** POST /v1/people/list {guidParent}: the users of a network or location (Benutzer tab). */
export const fetchCompanyUsers = (guidParent: string) => api.post<User[]>('/v1/people/list', { guidParent });

export const companyUsersQueryOptions = (guidParent: string) =>
  queryOptions({ queryKey: peopleKeys.list({ guidParent }), queryFn: () => fetchCompanyUsers(guidParent) });

export const useCompanyUsers = (guidParent: string) => useQuery(companyUsersQueryOptions(guidParent));

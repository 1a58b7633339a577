import type { User } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { peopleKeys } from './keys';

export interface UserFilter {
  keyWord?: string;
  guidParent?: string;
}

/** POST /v1/people/list */
export const fetchUsers = (filter: UserFilter) => api.post<User[]>('/v1/people/list', filter);

export const usersQueryOptions = (filter: UserFilter) =>
  queryOptions({ queryKey: peopleKeys.list(filter), queryFn: () => fetchUsers(filter) });

export const useUsers = (filter: UserFilter) =>
  useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });

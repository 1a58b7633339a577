import type { UserCreate, UserListRequest } from '@signage/shared';
import { userCalls } from '@signage/shared/calls/users';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { userKeys } from './keys';

/** POST /v1/people/list {keyWord?, guidParent?}: the users the user may see, e.g. of one network or location. */
export const fetchUsers = (filter: UserListRequest) => call(userCalls.list, { body: filter });

export const usersQueryOptions = (filter: UserListRequest) =>
  queryOptions({ queryKey: userKeys.list(filter), queryFn: () => fetchUsers(filter) });

/** The users list page: keeps the previous rows while the search changes. */
export const useUsers = (filter: UserListRequest) =>
  useQuery({ ...usersQueryOptions(filter), placeholderData: keepPreviousData });

/** The users of a network or location (Benutzer tab). */
export const useCompanyUsers = (guidParent: string) => useQuery(usersQueryOptions({ guidParent }));

/** GET /v1/people/{guid} */
export const fetchUser = (guid: string) => call(userCalls.get, { params: { id: guid } });

export const userQueryOptions = (guid: string) =>
  queryOptions({ queryKey: userKeys.detail(guid), queryFn: () => fetchUser(guid), staleTime: 0 });

export const useUser = (guid: string) => useQuery(userQueryOptions(guid));

/** POST /v1/people {guidParent?, guidRole?}: an empty user (SPEC §4); its edit page opens next. */
export const createUser = (body: UserCreate) => call(userCalls.create, { body });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
};

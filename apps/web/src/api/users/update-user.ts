import type { User, UserUpdate } from '@signage/shared';
import { userCalls } from '@signage/shared/calls/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { userKeys } from './keys';

/** POST /v1/people/{guid}; password only when it is to be reset. */
export const updateUser = ({ guid, body }: { guid: string; body: UserUpdate }) =>
  call(userCalls.update, { params: { id: guid }, body });

/** The form shows field errors and conflicts itself. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    meta: { silent: true, saved: true },
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.guid), user);
      queryClient.setQueriesData<User[]>({ queryKey: userKeys.lists() }, (users) =>
        users?.map((row) => (row.guid === user.guid ? user : row)),
      );
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
};

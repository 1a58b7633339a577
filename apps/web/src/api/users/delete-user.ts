import type { User } from '@signage/shared';
import { userCalls } from '@signage/shared/calls/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { userKeys } from './keys';

/** GET /v1/people/{guid}/delete */
export const deleteUser = (guid: string) => call(userCalls.delete, { params: { id: guid } });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(guid) });
      queryClient.setQueriesData<User[]>({ queryKey: userKeys.lists() }, (users) =>
        users?.filter((user) => user.guid !== guid),
      );
      return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
};

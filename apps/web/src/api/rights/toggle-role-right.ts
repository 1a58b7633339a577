import type { Right } from '@signage/shared';
import { rightCalls } from '@signage/shared/calls/rights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { setAllowed } from '../../lib/group-rights';
import { rightKeys } from './keys';

/** Kept here: mutation variables (the path's rightGuid plus allowed narrowed to 0 | 1 for the cached list); the body {guidRole, allowed} is checked by rightUpdate. */
export interface ToggleRight {
  rightGuid: string;
  guidRole: string;
  allowed: 0 | 1;
}

/** POST /v1/rights/{rightGuid} {guidRole, allowed}: sets one right of one role (SPEC §4). */
export const toggleRoleRight = ({ rightGuid, guidRole, allowed }: ToggleRight) =>
  call(rightCalls.update, { params: { id: rightGuid }, body: { guidRole, allowed } });

/** Switches at once; on failure the switch flips back and the snackbar shows the server's message. */
export const useToggleRoleRight = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRoleRight,
    onMutate: async ({ rightGuid, guidRole, allowed }) => {
      const key = rightKeys.list({ guidRole });
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Right[]>(key, (rights) => rights && setAllowed(rights, rightGuid, allowed));
    },
    onError: (_error, { rightGuid, guidRole, allowed }) => {
      const before: 0 | 1 = allowed === 1 ? 0 : 1;
      queryClient.setQueryData<Right[]>(
        rightKeys.list({ guidRole }),
        (rights) => rights && setAllowed(rights, rightGuid, before),
      );
    },
    onSuccess: (right, { rightGuid, guidRole }) => {
      if (!right) return;
      queryClient.setQueryData<Right[]>(
        rightKeys.list({ guidRole }),
        (rights) => rights && setAllowed(rights, rightGuid, right.allowed === 1 ? 1 : 0),
      );
    },
  });
};

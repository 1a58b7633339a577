import { rightCalls } from '@signage/shared/calls/rights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import type { RightBody } from '../../lib/right-form';
import { rightKeys } from './keys';

/** POST /v1/rights/{guid} {name, comment, groupName, guidRight} */
export const updateRight = ({ guid, body }: { guid: string; body: RightBody }) =>
  call(rightCalls.update, { params: { id: guid }, body });

export const useUpdateRight = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRight,
    meta: { silent: true, saved: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rightKeys.all }),
  });
};

import { rightCalls } from '@signage/shared/calls/rights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import type { RightBody } from '../../lib/right-form';
import { rightKeys } from './keys';

/** POST /v1/rights */
export const createRight = (body: RightBody) => call(rightCalls.create, { body });

/** The form shows field errors itself. */
export const useCreateRight = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRight,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rightKeys.all }),
  });
};

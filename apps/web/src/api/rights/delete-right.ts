import type { Right } from '@signage/shared';
import { rightCalls } from '@signage/shared/calls/rights';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { rightKeys } from './keys';

/** GET /v1/rights/{guid}/delete */
export const deleteRight = (guid: string) => call(rightCalls.delete, { params: { id: guid } });

export const useDeleteRight = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRight,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: rightKeys.detail(guid) });
      queryClient.setQueriesData<Right[]>({ queryKey: rightKeys.lists() }, (rights) =>
        rights?.filter((right) => right.guid !== guid),
      );
      return queryClient.invalidateQueries({ queryKey: rightKeys.lists() });
    },
  });
};

import { appCalls } from '@signage/shared/calls/apps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { appKeys } from './keys';

/** GET /v1/apps/{guid}/delete */
export const deleteApp = (guid: string) => call(appCalls.delete, { params: { id: guid } });

export const useDeleteApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: appKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: appKeys.lists() });
    },
  });
};

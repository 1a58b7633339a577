import { appCalls } from '@signage/shared/calls/apps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { appKeys } from './keys';

/** POST /v1/apps: an empty version ('Neue Version n'); the edit page opens next (SPEC §4). */
export const createApp = () => call(appCalls.create);

export const useCreateApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.lists() }),
  });
};

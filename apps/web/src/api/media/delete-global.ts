import { mediaCalls } from '@signage/shared/calls/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { mediaKeys } from './keys';

/** POST /v1/media/status/deleteGlobal {items}: deletes unused media and their files. */
export const deleteGlobal = (items: string[]) => call(mediaCalls.deleteGlobal, { body: { items } });

export const useDeleteGlobal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlobal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

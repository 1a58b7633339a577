import type { DeleteGlobalResult } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { mediaKeys } from './keys';

/** POST /v1/media/status/deleteGlobal {items}: deletes unused media and their files. */
export const deleteGlobal = (items: string[]) =>
  api.post<DeleteGlobalResult>('/v1/media/status/deleteGlobal', { items });

export const useDeleteGlobal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGlobal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
};

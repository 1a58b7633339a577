import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** GET /v1/playlists/{guid}/delete?confirm=1: after the confirmation dialog showed what the deletion affects. */
export const deletePlaylist = (guid: string) =>
  call(playlistCalls.delete, { params: { id: guid }, query: { confirm: 1 } });

export const useDeletePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaylist,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: playlistKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: playlistKeys.lists() });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKey } from './playlists-get-playlist';

/** GET /v1/playlists/{guid}/delete?confirm=1: after the confirmation dialog showed what the deletion affects. */
export const deletePlaylist = (guid: string) =>
  api.get<{ success: boolean }>(`/v1/playlists/${encodeURIComponent(guid)}/delete?confirm=1`);

export const useDeletePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlaylist,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: playlistKey(guid) });
      return queryClient.invalidateQueries({ queryKey: ['playlists', 'list'] });
    },
  });
};

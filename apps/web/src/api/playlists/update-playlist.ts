import type { PlaylistDetail, PlaylistUpdate } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

/** POST /v1/playlists/{guid} */
export const updatePlaylist = ({ guid, body }: { guid: string; body: PlaylistUpdate }) =>
  api.post<PlaylistDetail>(`/v1/playlists/${encodeURIComponent(guid)}`, body);

export const useUpdatePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlaylist,
    meta: { saved: true },
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistKeys.detail(playlist.guid), playlist);
      return queryClient.invalidateQueries({ queryKey: playlistKeys.lists() });
    },
  });
};

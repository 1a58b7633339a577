import type { PlaylistCreate, PlaylistDetail } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

/** POST /v1/playlists (name, guidCompany, channel). */
export const createPlaylist = (body: PlaylistCreate) => api.post<PlaylistDetail>('/v1/playlists', body);

export const useCreatePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlaylist,
    meta: { silent: true },
    onSuccess: (playlist) => {
      queryClient.setQueryData(playlistKeys.detail(playlist.guid), playlist);
      return queryClient.invalidateQueries({ queryKey: playlistKeys.lists() });
    },
  });
};

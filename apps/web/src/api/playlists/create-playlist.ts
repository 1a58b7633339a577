import type { PlaylistCreate } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** POST /v1/playlists (name, guidCompany, channel). */
export const createPlaylist = (body: PlaylistCreate) => call(playlistCalls.create, { body });

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

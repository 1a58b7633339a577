import type { PlaylistUpdate } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** POST /v1/playlists/{guid} */
export const updatePlaylist = ({ guid, body }: { guid: string; body: PlaylistUpdate }) =>
  call(playlistCalls.update, { params: { id: guid }, body });

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

import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { channelKeys } from './channel-keys';
import { refreshPlaylist } from './playlist-cache';

/** GET /v1/playlists/linkpl/{linked}/{target}: the linked playlist becomes a PLAYLIST item of the target. */
export const linkPlaylist = ({ linked, target }: { linked: string; target: string }) =>
  call(playlistCalls.linkPlaylist, { params: { playlistGuid: linked, targetPlaylistGuid: target } });

export const useLinkPlaylist = (target: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linked: string) => linkPlaylist({ linked, target }),
    meta: { silent: true },
    onSuccess: () =>
      Promise.all([
        refreshPlaylist(queryClient, target),
        queryClient.invalidateQueries({ queryKey: channelKeys.lists() }),
      ]),
  });
};

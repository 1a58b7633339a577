import type { ShareRequest } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** The playlist (path and plGuid) and the body's owner (the organiser network that owns it) and companies. */
export type SharePlaylist = { playlist: string } & Omit<ShareRequest, 'plGuid'>;

/** POST /v1/playlists/{guid}/share {owner, companies, plGuid} (organiser networks only, SPEC §6). */
export const sharePlaylist = ({ playlist, owner, companies }: SharePlaylist) =>
  call(playlistCalls.share, { params: { id: playlist }, body: { owner, companies, plGuid: playlist } });

export const useSharePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePlaylist,
    meta: { silent: true },
    onSuccess: (_result, { playlist }) => queryClient.invalidateQueries({ queryKey: playlistKeys.stats(playlist) }),
  });
};

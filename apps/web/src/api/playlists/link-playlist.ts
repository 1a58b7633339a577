import type { LinkResult } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './channel-keys';
import { refreshPlaylist } from './playlist-cache';

/** GET /v1/playlists/linkpl/{linked}/{target}: the linked playlist becomes a PLAYLIST item of the target. */
export const linkPlaylist = ({ linked, target }: { linked: string; target: string }) =>
  api.get<LinkResult>(`/v1/playlists/linkpl/${encodeURIComponent(linked)}/${encodeURIComponent(target)}`);

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

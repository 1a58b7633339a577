import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import type { MediaPick } from './library-sources';
import { refreshPlaylist } from './playlist-cache';

/** POST /v1/playlists/{guid}/items/createByMedia: a media-library entry as new first item (SPEC §4). */
export const createItemByMedia = ({ playlist, pick }: { playlist: string; pick: MediaPick }) =>
  call(playlistItemCalls.createByMedia, {
    params: { id: playlist },
    body: 'guidItem' in pick ? { guidItem: pick.guidItem } : { guidMedia: pick.guidMedia },
  });

/** Adds the picks one after the other (each goes first, so the last pick ends up first). */
export const useAddFromLibrary = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (picks: MediaPick[]) => {
      for (const pick of picks) await createItemByMedia({ playlist, pick });
    },
    onSettled: () => refreshPlaylist(queryClient, playlist),
  });
};

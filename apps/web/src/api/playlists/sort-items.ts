import type { PlaylistDetail, PlaylistItem } from '@signage/shared';
import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { reorderLocally } from '../../lib/reorder';
import { playlistKeys } from './keys';
import { replaceItems } from './playlist-cache';

/** POST /v1/playlists/{guid}/sort {sort: JSON list of ids}: renumbers 10100, 10200, … (SPEC §4). */
export const sortItems = ({ playlist, ids }: { playlist: string; ids: number[] }) =>
  call(playlistItemCalls.sort, { params: { id: playlist }, body: { sort: JSON.stringify(ids) } });

/** Shows the new order at once; the server's answer replaces it, a failure restores the old one. */
export const useSortItems = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordered: PlaylistItem[]) => sortItems({ playlist, ids: ordered.map((item) => item.id) }),
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: playlistKeys.detail(playlist) });
      const before = queryClient.getQueryData<PlaylistDetail>(playlistKeys.detail(playlist));
      replaceItems(queryClient, playlist, reorderLocally(ordered));
      return { before };
    },
    onError: (_error, _ordered, context) => {
      if (context?.before) queryClient.setQueryData(playlistKeys.detail(playlist), context.before);
    },
    onSuccess: (items) => replaceItems(queryClient, playlist, items),
  });
};

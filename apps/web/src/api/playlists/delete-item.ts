import type { PlaylistDetail } from '@signage/shared';
import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';
import { refreshPlaylist } from './playlist-cache';

/** GET /v1/playlists/{guid}/items/{itemGuid}/delete (a PLAYLIST item: removes the linked channel). */
export const deleteItem = ({ playlist, item }: { playlist: string; item: string }) =>
  call(playlistItemCalls.delete, { params: { id: playlist, itemId: item } });

export const useDeleteItem = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: string) => deleteItem({ playlist, item }),
    onSuccess: (_result, item) => {
      queryClient.setQueryData<PlaylistDetail>(playlistKeys.detail(playlist), (data) =>
        data ? { ...data, items: data.items.filter((i) => i.guid !== item) } : data,
      );
      return refreshPlaylist(queryClient, playlist);
    },
  });
};

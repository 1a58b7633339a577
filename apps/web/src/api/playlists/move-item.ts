import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';
import { replaceItems } from './playlist-cache';

export type MoveDirection = 'left' | 'right';

/** Kept here: mutation variables (path guid, item guid, direction); the body {guid, direction} is checked by itemOrderNrRequest. */
interface MoveRequest {
  playlist: string;
  item: string;
  direction: MoveDirection;
}

/** POST /v1/playlists/{guid}/itemOrderNr {guid, direction}: the arrows left/right; the server applies the SPEC §4 neighbour rule. */
export const moveItem = ({ playlist, item, direction }: MoveRequest) =>
  call(playlistItemCalls.move, { params: { id: playlist }, body: { guid: item, direction } });

/** The playlist editor: the answer (the renumbered items) replaces the cached items. */
export const useMoveItem = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, direction }: Omit<MoveRequest, 'playlist'>) => moveItem({ playlist, item, direction }),
    onSuccess: (items) => replaceItems(queryClient, playlist, items),
  });
};

/** The stage preview: afterwards the playlist (and the device loop under its key) is loaded again. */
export const useMoveStageItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveItem,
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: playlistKeys.detail(variables.playlist) }),
  });
};

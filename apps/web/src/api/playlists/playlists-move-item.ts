import type { PlaylistItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { replaceItems } from './playlist-cache';

export type MoveDirection = 'left' | 'right';

/** POST /v1/playlists/{guid}/itemOrderNr {guid, direction}: the arrows left/right (SPEC §4). */
export const moveItem = ({ playlist, item, direction }: { playlist: string; item: string; direction: MoveDirection }) =>
  api.post<PlaylistItem[]>(`/v1/playlists/${encodeURIComponent(playlist)}/itemOrderNr`, { guid: item, direction });

export const useMoveItem = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, direction }: { item: string; direction: MoveDirection }) =>
      moveItem({ playlist, item, direction }),
    onSuccess: (items) => replaceItems(queryClient, playlist, items),
  });
};

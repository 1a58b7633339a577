import type { PlaylistDetail, PlaylistItem } from '@signage/shared';
import type { QueryClient } from '@tanstack/react-query';
import { playlistKeys } from './keys';

/** Puts a new item list (e.g. the answer of sort) into the cached playlist; totals do not change. */
export function replaceItems(queryClient: QueryClient, guid: string, items: PlaylistItem[]) {
  queryClient.setQueryData<PlaylistDetail>(playlistKeys.detail(guid), (playlist) =>
    playlist ? { ...playlist, items, cntItems: items.length } : playlist,
  );
}

/** Replaces one item in the cached playlist. */
export function replaceItem(queryClient: QueryClient, guid: string, item: PlaylistItem) {
  queryClient.setQueryData<PlaylistDetail>(playlistKeys.detail(guid), (playlist) =>
    playlist ? { ...playlist, items: playlist.items.map((i) => (i.guid === item.guid ? item : i)) } : playlist,
  );
}

/** After adding or removing items: the server recomputes length, size and the loop rules. */
export function refreshPlaylist(queryClient: QueryClient, guid: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: playlistKeys.detail(guid) }),
    queryClient.invalidateQueries({ queryKey: playlistKeys.lists() }),
  ]);
}

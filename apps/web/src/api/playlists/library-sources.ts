import type { MediaItem, PlaylistItem } from '@signage/shared';
import { hasUsableThumb } from '@signage/shared';
import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { mediaKeys } from '../media/keys';
import { fetchCompanyMedia } from '../media/list-company-media';
import { playlistKeys } from './keys';

/** Kept here (web only): what the library dialog returns: an item of a global library to copy, or a media entry of the company. */
export type MediaPick = { guidItem: string; name: string } | { guidMedia: string; name: string };

/** Kept here (web only): one tile of the library dialog, built from items or media entries; not a server answer. */
export interface LibraryTile {
  key: string;
  name: string;
  type: string;
  thumb: string | null;
  pick: MediaPick;
}

/** Items of a library playlist that carry a file (images and videos). */
export function tilesOfItems(items: readonly PlaylistItem[]): LibraryTile[] {
  return items
    .filter((item) => (item.type === 'IMAGE' || item.type === 'VIDEO') && item.guidMedia)
    .map((item) => ({
      key: item.guid,
      name: item.name,
      type: item.type,
      thumb: hasUsableThumb(item.thumb) ? item.thumb : null,
      pick: { guidItem: item.guid, name: item.name },
    }));
}

/** Media entries of a company that can be shown on screens (failed videos left out). */
export function tilesOfMedia(items: readonly MediaItem[]): LibraryTile[] {
  return items
    .filter((m) => m.convertStatus !== 'failed')
    .map((m) => ({
      key: m.guid,
      name: m.name,
      type: m.type,
      thumb: m.thumbUrl ?? (m.type === 'IMAGE' ? m.url : null),
      pick: { guidMedia: m.guid, name: m.name },
    }));
}

/** GET /v1/playlists/{guid}/items */
export const fetchLibraryItems = (guid: string) => call(playlistItemCalls.list, { params: { id: guid } });

export const useLibraryTiles = (guid: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: playlistKeys.items(guid ?? ''),
      queryFn: () => fetchLibraryItems(guid ?? ''),
      enabled: Boolean(guid),
      select: tilesOfItems,
    }),
  );

export const useCompanyMediaTiles = (companyId: string | null | undefined) =>
  useQuery(
    queryOptions({
      queryKey: mediaKeys.company(companyId ?? ''),
      queryFn: () => fetchCompanyMedia(companyId ?? ''),
      enabled: Boolean(companyId),
      select: (data) => tilesOfMedia(data.items),
    }),
  );

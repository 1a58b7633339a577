import type { PlaylistDetail } from '@signage/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

/** GET /v1/playlists/{guid}: a playlist with its items (convertStatus, validity, linked playlists). */
export const fetchPlaylist = (guid: string) => api.get<PlaylistDetail>(`/v1/playlists/${encodeURIComponent(guid)}`);

export const playlistQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: playlistKeys.detail(guid),
    queryFn: () => fetchPlaylist(guid),
    staleTime: 0,
    meta: { silent: true },
  });

/** Several playlists at once (the device's playlist and the playlists linked into it). */
export const usePlaylists = (guids: readonly string[]) =>
  useQueries({ queries: guids.map((guid) => playlistQueryOptions(guid)) });

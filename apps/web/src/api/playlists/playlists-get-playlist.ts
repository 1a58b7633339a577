import type { PlaylistDetail } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { isConverting } from '../../lib/item-view';
import { playlistKeys } from './keys';

/** While a video is being converted the playlist is reloaded this often. */
export const CONVERT_POLL_MS = 3000;

/** GET /v1/playlists/{guid}: the playlist, its items and the loop-rule state. */
export const fetchPlaylist = (guid: string) => api.get<PlaylistDetail>(`/v1/playlists/${encodeURIComponent(guid)}`);

export const playlistQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: playlistKeys.detail(guid),
    queryFn: () => fetchPlaylist(guid),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some(isConverting) ? CONVERT_POLL_MS : false),
  });

export const usePlaylist = (guid: string) => useQuery(playlistQueryOptions(guid));

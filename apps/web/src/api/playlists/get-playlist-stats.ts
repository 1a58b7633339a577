import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface PlaylistStats {
  cntDevices: number;
  cntCompanies: number;
  cntLinked: number;
}

/** GET /v1/playlists/{guid}/stats: devices, locations and links of the loop (SPEC §3 Stats). */
export const fetchPlaylistStats = (guid: string) =>
  api.get<PlaylistStats>(`/v1/playlists/${encodeURIComponent(guid)}/stats`);

export const playlistStatsQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['playlists', 'stats', guid],
    queryFn: () => fetchPlaylistStats(guid),
    meta: { silent: true },
  });

export const usePlaylistStats = (guid: string | null, enabled: boolean) =>
  useQuery({ ...playlistStatsQueryOptions(guid ?? ''), enabled: enabled && !!guid });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface PlaylistStats {
  cntDevices: number;
  cntCompanies: number;
  cntLinked: number;
}

/** GET /v1/playlists/{guid}/stats */
export const fetchPlaylistStats = (guid: string) =>
  api.get<PlaylistStats>(`/v1/playlists/${encodeURIComponent(guid)}/stats`);

export const usePlaylistStats = (guid: string | null) =>
  useQuery(
    queryOptions({
      queryKey: ['playlists', 'stats', guid ?? ''],
      queryFn: () => fetchPlaylistStats(guid ?? ''),
      enabled: Boolean(guid),
      staleTime: 0,
    }),
  );

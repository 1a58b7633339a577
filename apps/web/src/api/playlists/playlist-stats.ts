import { playlistCalls } from '@signage/shared/calls/playlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** GET /v1/playlists/{guid}/stats: devices, locations and links of the loop (SPEC §3 Stats). */
export const fetchPlaylistStats = (guid: string) => call(playlistCalls.stats, { params: { id: guid } });

export const playlistStatsQueryOptions = (guid: string) =>
  queryOptions({ queryKey: playlistKeys.stats(guid), queryFn: () => fetchPlaylistStats(guid) });

/** The stats dialog: always fresh. */
export const usePlaylistStats = (guid: string | null) =>
  useQuery({ ...playlistStatsQueryOptions(guid ?? ''), enabled: Boolean(guid), staleTime: 0 });

/** The stage preview's loop info: silent, only with the statistic right. */
export const useStagePlaylistStats = (guid: string | null, enabled: boolean) =>
  useQuery({ ...playlistStatsQueryOptions(guid ?? ''), enabled: enabled && !!guid, meta: { silent: true } });

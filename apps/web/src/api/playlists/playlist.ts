import { playlistCalls } from '@signage/shared/calls/playlists';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { isConverting } from '../../lib/item-view';
import { playlistKeys } from './keys';

/** While a video is being converted the playlist is reloaded this often. */
export const CONVERT_POLL_MS = 3000;

/** GET /v1/playlists/{guid}: the playlist, its items and the loop-rule state. */
export const fetchPlaylist = (guid: string) => call(playlistCalls.get, { params: { id: guid } });

export const playlistQueryOptions = (guid: string) =>
  queryOptions({ queryKey: playlistKeys.detail(guid), queryFn: () => fetchPlaylist(guid) });

/** The playlist editor: always fresh, reloaded while a video is being converted. */
export const usePlaylist = (guid: string) =>
  useQuery({
    ...playlistQueryOptions(guid),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.items.some(isConverting) ? CONVERT_POLL_MS : false),
  });

/** Several playlists at once (a device's playlist and the playlists linked into it), silent. */
export const usePlaylists = (guids: readonly string[]) =>
  useQueries({
    queries: guids.map((guid) => ({ ...playlistQueryOptions(guid), staleTime: 0, meta: { silent: true } })),
  });

/** A device's loop, for the thumbnail of what plays now (silent). */
export const useLoop = (guid: string | null, enabled: boolean) =>
  useQuery({ ...playlistQueryOptions(guid ?? ''), meta: { silent: true }, enabled: enabled && !!guid });

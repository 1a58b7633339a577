import type { PlaylistListQuery } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from './keys';

/** Only a keyword that is not empty, showAll as 1. */
const query = (filter: PlaylistListQuery) => ({
  keyWord: filter.keyWord || undefined,
  showAll: filter.showAll ? (1 as const) : undefined,
});

/** GET /v1/playlists/list (showAll: also channels and global playlists). */
export const fetchPlaylists = (filter: PlaylistListQuery) => call(playlistCalls.list, { query: query(filter) });

export const playlistsQueryOptions = (filter: PlaylistListQuery) =>
  queryOptions({ queryKey: playlistKeys.list(filter), queryFn: () => fetchPlaylists(filter) });

export const usePlaylists = (filter: PlaylistListQuery) =>
  useQuery({ ...playlistsQueryOptions(filter), placeholderData: keepPreviousData });

import type { PlaylistListQuery, PlaylistSummary } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

const query = (filter: PlaylistListQuery) => {
  const params = new URLSearchParams();
  if (filter.keyWord) params.set('keyWord', filter.keyWord);
  if (filter.showAll) params.set('showAll', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /v1/playlists/list (showAll: also channels and global playlists). */
export const fetchPlaylists = (filter: PlaylistListQuery) =>
  api.get<PlaylistSummary[]>(`/v1/playlists/list${query(filter)}`);

export const playlistsQueryOptions = (filter: PlaylistListQuery) =>
  queryOptions({ queryKey: playlistKeys.list(filter), queryFn: () => fetchPlaylists(filter) });

export const usePlaylists = (filter: PlaylistListQuery) =>
  useQuery({ ...playlistsQueryOptions(filter), placeholderData: keepPreviousData });

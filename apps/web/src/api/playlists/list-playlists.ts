import type { PlaylistSummary } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

export interface PlaylistFilter {
  keyWord?: string;
  showAll?: boolean;
}

const query = (filter: PlaylistFilter) => {
  const params = new URLSearchParams();
  if (filter.keyWord) params.set('keyWord', filter.keyWord);
  if (filter.showAll) params.set('showAll', '1');
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** GET /v1/playlists/list (showAll: also channels and global playlists). */
export const fetchPlaylists = (filter: PlaylistFilter) =>
  api.get<PlaylistSummary[]>(`/v1/playlists/list${query(filter)}`);

export const playlistsQueryOptions = (filter: PlaylistFilter) =>
  queryOptions({ queryKey: playlistKeys.list(filter), queryFn: () => fetchPlaylists(filter) });

export const usePlaylists = (filter: PlaylistFilter) =>
  useQuery({ ...playlistsQueryOptions(filter), placeholderData: keepPreviousData });

import type { PlaylistDetail } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/playlists/{guid}: the device's loop with items, thumbnails and media addresses. */
export const fetchStagePlaylist = (guid: string) =>
  api.get<PlaylistDetail>(`/v1/playlists/${encodeURIComponent(guid)}`);

export const stagePlaylistQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['playlists', 'detail', guid], queryFn: () => fetchStagePlaylist(guid), staleTime: 0 });

export const useStagePlaylist = (guid: string | null) =>
  useQuery({ ...stagePlaylistQueryOptions(guid ?? ''), enabled: !!guid });

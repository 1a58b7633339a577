import type { PlaylistDetail } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

/** GET /v1/playlists/{guid}: a device's loop, for the thumbnail of what plays now. */
export const fetchLoop = (guid: string) => api.get<PlaylistDetail>(`/v1/playlists/${encodeURIComponent(guid)}`);

export const loopQueryOptions = (guid: string) =>
  queryOptions({ queryKey: playlistKeys.detail(guid), queryFn: () => fetchLoop(guid), meta: { silent: true } });

export const useLoop = (guid: string | null, enabled: boolean) =>
  useQuery({ ...loopQueryOptions(guid ?? ''), enabled: enabled && !!guid });

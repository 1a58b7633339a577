import type { MediaStatus } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/media/status: storage figures and the media no playlist uses any more. */
export const fetchMediaStatus = () => api.get<MediaStatus>('/v1/media/status');

export const mediaStatusQueryOptions = () =>
  queryOptions({ queryKey: ['media', 'status'], queryFn: fetchMediaStatus, staleTime: 0 });

export const useMediaStatus = () => useQuery(mediaStatusQueryOptions());

import { mediaCalls } from '@signage/shared/calls/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/media/status: storage figures and the media no playlist uses any more. */
export const fetchMediaStatus = () => call(mediaCalls.status);

export const mediaStatusQueryOptions = () =>
  queryOptions({ queryKey: ['media', 'status'], queryFn: fetchMediaStatus, staleTime: 0 });

export const useMediaStatus = () => useQuery(mediaStatusQueryOptions());

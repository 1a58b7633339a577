import type { MediaAllResponse } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { MediaGrid } from '../../lib/media-grid';

/** POST /v1/media/all {gridParams}: one page, sorted and filtered by the server. */
export const fetchAllMedia = (gridParams: MediaGrid) => api.post<MediaAllResponse>('/v1/media/all', { gridParams });

export const allMediaQueryOptions = (gridParams: MediaGrid) =>
  queryOptions({ queryKey: ['media', 'all', gridParams], queryFn: () => fetchAllMedia(gridParams) });

export const useAllMedia = (gridParams: MediaGrid) =>
  useQuery({ ...allMediaQueryOptions(gridParams), placeholderData: keepPreviousData });

import { mediaCalls } from '@signage/shared/calls/media';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import type { MediaGrid } from '../../lib/media-grid';

/** POST /v1/media/all {gridParams}: one page, sorted and filtered by the server. */
export const fetchAllMedia = (gridParams: MediaGrid) => call(mediaCalls.all, { body: { gridParams } });

export const allMediaQueryOptions = (gridParams: MediaGrid) =>
  queryOptions({ queryKey: ['media', 'all', gridParams], queryFn: () => fetchAllMedia(gridParams) });

export const useAllMedia = (gridParams: MediaGrid) =>
  useQuery({ ...allMediaQueryOptions(gridParams), placeholderData: keepPreviousData });

import type { companyMedia } from '@signage/shared';
import { mediaCalls } from '@signage/shared/calls/media';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/call';
import { companyKeys } from '../companies/keys';

export type CompanyMedia = z.infer<typeof companyMedia>;

/** GET /v1/media/{companyId}/items (Medien tab): the media of the network and its locations, with counts. */
export const fetchCompanyMedia = (guid: string) => call(mediaCalls.companyItems, { params: { companyId: guid } });

/** Silent: the tab explains a missing call (404) or right (403) itself. */
export const companyMediaQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: companyKeys.media(guid),
    queryFn: () => fetchCompanyMedia(guid),
    meta: { silent: true },
  });

export const useCompanyMedia = (guid: string) => useQuery(companyMediaQueryOptions(guid));

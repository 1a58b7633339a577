import type { companyPlaylist } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

export type CompanyPlaylist = z.infer<typeof companyPlaylist>;

/** GET /v1/companies/{id}/playlists (Playlist tab). */
export const fetchCompanyPlaylists = (guid: string) => call(companyCalls.playlists, { params: { id: guid } });

export const companyPlaylistsQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.playlists(guid), queryFn: () => fetchCompanyPlaylists(guid) });

export const useCompanyPlaylists = (guid: string) => useQuery(companyPlaylistsQueryOptions(guid));

import type { companyPlaylist } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

export type CompanyPlaylist = z.infer<typeof companyPlaylist>;

/** GET /v1/companies/{id}/playlists (Playlist tab). */
export const fetchCompanyPlaylists = (guid: string) =>
  api.get<CompanyPlaylist[]>(`/v1/companies/${encodeURIComponent(guid)}/playlists`);

export const companyPlaylistsQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.playlists(guid), queryFn: () => fetchCompanyPlaylists(guid) });

export const useCompanyPlaylists = (guid: string) => useQuery(companyPlaylistsQueryOptions(guid));

import type { LinkResult } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/playlists/createAndLinkCompanies {playlists, companies}: loops are created where missing. */
export const createAndLinkCompanies = (body: { playlists: string[]; companies: string[] }) =>
  api.post<LinkResult>('/v1/playlists/createAndLinkCompanies', body);

export const useCreateAndLinkCompanies = () => useMutation({ mutationFn: createAndLinkCompanies });

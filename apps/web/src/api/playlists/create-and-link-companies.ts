import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/playlists/createAndLinkCompanies {playlists, companies}: loops are created where missing. */
export const createAndLinkCompanies = (body: { playlists: string[]; companies: string[] }) =>
  call(playlistCalls.createAndLinkCompanies, { body });

export const useCreateAndLinkCompanies = () => useMutation({ mutationFn: createAndLinkCompanies });

import { playlistCalls } from '@signage/shared/calls/playlists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { channelKeys } from './channel-keys';
import { playlistKeys } from './keys';

/** Kept here: mutation variables naming one of two GET routes (link/unlink) by path only; no body, no body schema. */
export interface CompanyLink {
  channel: string;
  company: string;
  linked: boolean;
}

/**
 * GET /v1/playlists/link/{channel}/{company} (assign: a PLAYLIST item in each loop of the company,
 * a network: of its locations) or GET /v1/playlists/unlink/{channel}/company/{company} (remove those items).
 */
export const setCompanyLink = ({ channel, company, linked }: CompanyLink) =>
  call(linked ? playlistCalls.linkCompany : playlistCalls.unlinkCompany, { params: { playlist: channel, company } });

export const useSetCompanyLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCompanyLink,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.all }),
        queryClient.invalidateQueries({ queryKey: playlistKeys.all }),
      ]),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

export interface ShareRequest {
  playlist: string;
  /** The organiser network that owns the playlist. */
  owner: string;
  companies: string[];
}

export interface ShareResult {
  locations: number;
  playlistsAdded: number;
}

/** POST /v1/playlists/{guid}/share {owner, companies, plGuid} (organiser networks only, SPEC §6). */
export const sharePlaylist = ({ playlist, owner, companies }: ShareRequest) =>
  api.post<ShareResult>(`/v1/playlists/${encodeURIComponent(playlist)}/share`, {
    owner,
    companies,
    plGuid: playlist,
  });

export const useSharePlaylist = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePlaylist,
    meta: { silent: true },
    onSuccess: (_result, { playlist }) => queryClient.invalidateQueries({ queryKey: playlistKeys.stats(playlist) }),
  });
};

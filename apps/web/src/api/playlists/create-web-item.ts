import type { PlaylistItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refreshPlaylist } from './playlist-cache';

/** POST /v1/playlists/{guid}/items/create: a web item; from the editor inactive with orderNr 900 (SPEC §9). */
export const createWebItem = ({ playlist, address }: { playlist: string; address: string }) =>
  api.post<PlaylistItem>(`/v1/playlists/${encodeURIComponent(playlist)}/items/create`, {
    view: 'editor',
    localFileName: address,
  });

export const useCreateWebItem = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => createWebItem({ playlist, address }),
    meta: { silent: true },
    onSuccess: () => refreshPlaylist(queryClient, playlist),
  });
};

import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { refreshPlaylist } from './playlist-cache';

/** POST /v1/playlists/{guid}/items/create: a web item; from the editor inactive with orderNr 900 (SPEC §9). */
export const createWebItem = ({ playlist, address }: { playlist: string; address: string }) =>
  call(playlistItemCalls.createWeb, { params: { id: playlist }, body: { view: 'editor', localFileName: address } });

export const useCreateWebItem = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: string) => createWebItem({ playlist, address }),
    meta: { silent: true },
    onSuccess: () => refreshPlaylist(queryClient, playlist),
  });
};

import type { ItemUpdate } from '@signage/shared';
import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { refreshPlaylist, replaceItem } from './playlist-cache';

/** POST /v1/playlists/{guid}/item: name, duration, validity, active, address … of one item. */
export const updateItem = ({ playlist, body }: { playlist: string; body: ItemUpdate }) =>
  call(playlistItemCalls.update, { params: { id: playlist }, body });

/** `saved`: a form's save (the settings dialog), 'Gespeichert.' after it; not the card's on/off switch. */
export const useUpdateItem = (playlist: string, options: { silent?: boolean; saved?: boolean } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemUpdate) => updateItem({ playlist, body }),
    meta: { silent: options.silent, saved: options.saved },
    onSuccess: (item, body) => {
      replaceItem(queryClient, playlist, item);
      // Duration, order and schedule change the totals and the rules; the flag alone does not.
      if (body.duration !== undefined || body.orderNr !== undefined || body.schedule !== undefined)
        return refreshPlaylist(queryClient, playlist);
    },
  });
};

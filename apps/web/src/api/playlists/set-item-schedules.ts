import type { ItemsScheduleUpdate } from '@signage/shared';
import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { refreshPlaylist, replaceItems } from './playlist-cache';

/** POST /v1/playlists/{guid}/items/schedule: one schedule for several items (null: always). */
export const setItemSchedules = ({ playlist, body }: { playlist: string; body: ItemsScheduleUpdate }) =>
  call(playlistItemCalls.schedule, { params: { id: playlist }, body });

export const useSetItemSchedules = (playlist: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemsScheduleUpdate) => setItemSchedules({ playlist, body }),
    meta: { silent: true, saved: true },
    onSuccess: (items) => {
      replaceItems(queryClient, playlist, items);
      // the loop length and the limits depend on the schedules
      return refreshPlaylist(queryClient, playlist);
    },
  });
};

import type { ItemsScheduleUpdate, PlaylistItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refreshPlaylist, replaceItems } from './playlist-cache';

/** POST /v1/playlists/{guid}/items/schedule: one schedule for several items (null: always). */
export const setItemSchedules = ({ playlist, body }: { playlist: string; body: ItemsScheduleUpdate }) =>
  api.post<PlaylistItem[]>(`/v1/playlists/${encodeURIComponent(playlist)}/items/schedule`, body);

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

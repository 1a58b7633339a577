import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { playlistKeys } from './keys';

/** POST /v1/playlists/{guid}/itemOrderNr {guid, direction}: the server applies the SPEC §4 neighbour rule. */
export const moveItem = ({
  playlist,
  item,
  direction,
}: {
  playlist: string;
  item: string;
  direction: 'left' | 'right';
}) => api.post<unknown>(`/v1/playlists/${encodeURIComponent(playlist)}/itemOrderNr`, { guid: item, direction });

export const useMoveItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveItem,
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: playlistKeys.detail(variables.playlist) }),
  });
};

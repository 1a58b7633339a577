import { playlistItemCalls } from '@signage/shared/calls/playlist-items';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from '../playlists/keys';

const activeKey = (companyId: string, itemGuid: string) => ['media', 'active', companyId, itemGuid] as const;

/** POST /v1/media/{companyId}/item/active with update false: is the media item in the company's loops? */
export const checkMediaActive = (companyId: string, itemGuid: string) =>
  call(playlistItemCalls.mediaActive, { params: { companyId }, body: { itemGuid, update: false } });

export const useMediaActiveStates = (companyIds: readonly string[], itemGuid: string) =>
  useQueries({
    queries: companyIds.map((companyId) => ({
      queryKey: activeKey(companyId, itemGuid),
      queryFn: () => checkMediaActive(companyId, itemGuid),
      staleTime: 0,
    })),
  });

/** The same call with update true: state 1 adds the item to the company's loops, 0 removes it. */
export const setMediaActive = ({ companyId, itemGuid, state }: { companyId: string; itemGuid: string; state: 0 | 1 }) =>
  call(playlistItemCalls.mediaActive, { params: { companyId }, body: { itemGuid, state, update: true } });

export const useSetMediaActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMediaActive,
    onSuccess: (result, { companyId, itemGuid }) => {
      queryClient.setQueryData(activeKey(companyId, itemGuid), result);
      return queryClient.invalidateQueries({ queryKey: playlistKeys.all });
    },
  });
};

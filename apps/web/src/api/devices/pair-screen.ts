import type { PairingClaim } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/pair: claims the screen showing the code (the dialog shows errors). */
export const pairScreen = (claim: PairingClaim) => call(deviceCalls.pair, { body: claim });

export const usePairScreen = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pairScreen,
    meta: { silent: true },
    onSuccess: ({ device }) => {
      queryClient.setQueryData(deviceKeys.detail(device.guid), device);
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
};

import type { Device, PairingClaim } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/pair: claims the screen showing the code (the dialog shows errors). */
export const pairScreen = (claim: PairingClaim) =>
  api.post<{ success: true; device: Device }>('/v1/devices/pair', claim);

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

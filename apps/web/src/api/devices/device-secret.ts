import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/{guid}/secret: a new secret, returned only in this answer (the old one stops working). */
export const rotateDeviceSecret = (guid: string) => call(deviceCalls.secret, { params: { id: guid } });

export const useRotateDeviceSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateDeviceSecret,
    onSuccess: (_answer, guid) => queryClient.invalidateQueries({ queryKey: deviceKeys.detail(guid) }),
  });
};

import type { DeviceUpdate } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/{guid}: the editable fields (network and playlist have their own calls). */
export const updateDevice = ({ guid, body }: { guid: string; body: DeviceUpdate }) =>
  call(deviceCalls.update, { params: { id: guid }, body });

/** Stores the answer as the device; the form shows field errors itself. */
export const useUpdateDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDevice,
    meta: { silent: true, saved: true },
    onSuccess: (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.guid), device);
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
};

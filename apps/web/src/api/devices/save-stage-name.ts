import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/{guid} with the stage name only ('' falls back to the device name). */
export const saveStageName = ({ guid, stageName }: { guid: string; stageName: string }) =>
  call(deviceCalls.update, { params: { id: guid }, body: { stageName: stageName.trim() || null } });

export const useSaveStageName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStageName,
    meta: { saved: true },
    onSuccess: (device) => queryClient.setQueryData(deviceKeys.detail(device.guid), device),
  });
};

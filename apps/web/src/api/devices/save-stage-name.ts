import type { Device } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/{guid} with the stage name only ('' falls back to the device name). */
export const saveStageName = ({ guid, stageName }: { guid: string; stageName: string }) =>
  api.post<Device>(`/v1/devices/${encodeURIComponent(guid)}`, { stageName: stageName.trim() || null });

export const useSaveStageName = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStageName,
    meta: { saved: true },
    onSuccess: (device) => queryClient.setQueryData(deviceKeys.detail(device.guid), device),
  });
};

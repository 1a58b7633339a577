import type { Device } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** GET /v1/devices/link/{companyId}/{deviceGuid}: assigns the device to a network or location (the dialog shows errors). */
export const linkDevice = ({ companyId, deviceGuid }: { companyId: string; deviceGuid: string }) =>
  api.get<Device>(`/v1/devices/link/${encodeURIComponent(companyId)}/${encodeURIComponent(deviceGuid)}`);

export const useLinkDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkDevice,
    meta: { silent: true },
    onSuccess: (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.guid), device);
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
};

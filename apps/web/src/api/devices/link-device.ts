import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** GET /v1/devices/link/{companyId}/{deviceGuid}: assigns the device to a network or location (the dialog shows errors). */
export const linkDevice = ({ companyId, deviceGuid }: { companyId: string; deviceGuid: string }) =>
  call(deviceCalls.link, { params: { companyId, deviceGuid } });

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

import type { Device, MonitorBox } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/JSON/{guid}: the monitor box (the server applies the SPEC §5 rule again). */
export const saveMonitor = ({ guid, box }: { guid: string; box: MonitorBox }) =>
  api.post<Device>(`/v1/devices/JSON/${encodeURIComponent(guid)}`, { guid, jsonMonitor: box });

export const useSaveMonitor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonitor,
    meta: { silent: true, saved: true },
    onSuccess: (device) => queryClient.setQueryData(deviceKeys.detail(device.guid), device),
  });
};

import type { MonitorBox } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/JSON/{guid}: the monitor box (the server applies the SPEC §5 rule again). */
/** The box is spread into a plain object: the body takes a record, which an interface type is not. */
export const saveMonitor = ({ guid, box }: { guid: string; box: MonitorBox }) =>
  call(deviceCalls.saveMonitor, { params: { id: guid }, body: { guid, jsonMonitor: { ...box } } });

export const useSaveMonitor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMonitor,
    meta: { silent: true, saved: true },
    onSuccess: (device) => queryClient.setQueryData(deviceKeys.detail(device.guid), device),
  });
};

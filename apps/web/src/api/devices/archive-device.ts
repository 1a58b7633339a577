import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/archive/{guid}: isArchived 1 archives, 0 reactivates (RIGHT_NETWORK_CREATE only). */
export const archiveDevice = ({ guid, isArchived }: { guid: string; isArchived: 0 | 1 }) =>
  call(deviceCalls.archive, { params: { id: guid }, body: { isArchived } });

export const useArchiveDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveDevice,
    onSuccess: (device) => {
      queryClient.setQueryData(deviceKeys.detail(device.guid), device);
      return queryClient.invalidateQueries({ queryKey: deviceKeys.lists() });
    },
  });
};

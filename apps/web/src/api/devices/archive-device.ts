import type { Device } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/archive/{guid}: isArchived 1 archives, 0 reactivates (RIGHT_NETWORK_CREATE only). */
export const archiveDevice = ({ guid, isArchived }: { guid: string; isArchived: 0 | 1 }) =>
  api.post<Device>(`/v1/devices/archive/${encodeURIComponent(guid)}`, { isArchived });

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

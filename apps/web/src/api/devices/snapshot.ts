import type { DeviceSnapshot } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { SNAPSHOT_POLL_MS } from '../../lib/now-playing';
import { deviceKeys } from './keys';

const path = (guid: string) => `/v1/devices/${encodeURIComponent(guid)}/snapshot`;
const snapshotKey = (guid: string) => [...deviceKeys.detail(guid), 'snapshot'] as const;

/** GET /v1/devices/{guid}/snapshot; asked again every 2 s while a request is pending, until the picture arrives. */
export const useDeviceSnapshot = (guid: string) =>
  useQuery({
    queryKey: snapshotKey(guid),
    queryFn: () => api.get<DeviceSnapshot>(path(guid)),
    refetchInterval: (query) => (query.state.data?.pending ? SNAPSHOT_POLL_MS : false),
  });

/** POST /v1/devices/{guid}/snapshot: asks the screen for its current picture. */
export const useRequestSnapshot = (guid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<DeviceSnapshot>(path(guid), {}),
    onSuccess: (state) => queryClient.setQueryData(snapshotKey(guid), state),
  });
};

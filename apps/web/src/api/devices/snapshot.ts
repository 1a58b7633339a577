import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { SNAPSHOT_POLL_MS } from '../../lib/now-playing';
import { deviceKeys } from './keys';

const snapshotKey = (guid: string) => [...deviceKeys.detail(guid), 'snapshot'] as const;

/** GET /v1/devices/{guid}/snapshot; asked again every 2 s while a request is pending, until the picture arrives. */
export const useDeviceSnapshot = (guid: string) =>
  useQuery({
    queryKey: snapshotKey(guid),
    queryFn: () => call(deviceCalls.snapshot, { params: { id: guid } }),
    refetchInterval: (query) => (query.state.data?.pending ? SNAPSHOT_POLL_MS : false),
  });

/** POST /v1/devices/{guid}/snapshot: asks the screen for its current picture. */
export const useRequestSnapshot = (guid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deviceCalls.requestSnapshot, { params: { id: guid } }),
    onSuccess: (state) => queryClient.setQueryData(snapshotKey(guid), state),
  });
};

import { deviceCalls } from '@signage/shared/calls/devices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { SNAPSHOT_POLL_MS } from '../../lib/now-playing';
import { deviceKeys } from './keys';

const glassKey = (guid: string) => [...deviceKeys.detail(guid), 'glass'] as const;

/** GET /v1/devices/{guid}/glass; asked again every 2 s while a check is requested, until it arrives. */
export const useDeviceGlass = (guid: string) =>
  useQuery({
    queryKey: glassKey(guid),
    queryFn: () => call(deviceCalls.glass, { params: { id: guid } }),
    refetchInterval: (query) => (query.state.data?.pending ? SNAPSHOT_POLL_MS : false),
  });

/** POST /v1/devices/{guid}/glass ('Bildschirm prüfen'): the web player sends a check after its next poll. */
export const useRequestGlass = (guid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(deviceCalls.requestGlass, { params: { id: guid } }),
    onSuccess: (state) => queryClient.setQueryData(glassKey(guid), state),
  });
};

/** GET /v1/glass/latest: the latest check of every screen in reach (the support list's column and alert). */
export const useGlassLatest = () =>
  useQuery({
    queryKey: ['devices', 'glass', 'latest'],
    queryFn: () => call(deviceCalls.glassLatest),
    staleTime: 0,
    refetchInterval: 30_000,
  });

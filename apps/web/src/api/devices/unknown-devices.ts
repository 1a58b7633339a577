import type { UnknownDeleteRequest } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** GET /v1/devices/unknown: screens that registered themselves and wait for a network. */
export const unknownDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['devices', 'unknown'], queryFn: () => call(deviceCalls.unknown) });

export const useUnknownDevices = () => useQuery(unknownDevicesQueryOptions());

/** POST /v1/devices/unknown/delete: {all:true} or {guids}. */
export const useDeleteUnknownDevices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnknownDeleteRequest) => call(deviceCalls.deleteUnknown, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
};

import type { UnknownDeleteRequest, UnknownDeviceList } from '@signage/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** GET /v1/devices/unknown: screens that registered themselves and wait for a network. */
export const unknownDevicesQueryOptions = () =>
  queryOptions({ queryKey: ['devices', 'unknown'], queryFn: () => api.get<UnknownDeviceList>('/v1/devices/unknown') });

export const useUnknownDevices = () => useQuery(unknownDevicesQueryOptions());

/** POST /v1/devices/unknown/delete: {all:true} or {guids}. */
export const useDeleteUnknownDevices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UnknownDeleteRequest) =>
      api.post<{ success: true; deleted: number }>('/v1/devices/unknown/delete', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
};

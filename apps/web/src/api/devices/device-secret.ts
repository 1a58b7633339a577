import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/{guid}/secret: a new secret, returned only in this answer (the old one stops working). */
export const rotateDeviceSecret = (guid: string) =>
  api.post<{ guid: string; secret: string }>(`/v1/devices/${encodeURIComponent(guid)}/secret`, {});

export const useRotateDeviceSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateDeviceSecret,
    onSuccess: (_answer, guid) => queryClient.invalidateQueries({ queryKey: deviceKeys.detail(guid) }),
  });
};

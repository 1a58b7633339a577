import type { AppVersion } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** POST /v1/apps: an empty version ('Neue Version n'); the edit page opens next (SPEC §4). */
export const createApp = () => api.post<AppVersion>('/v1/apps', {});

export const useCreateApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appKeys.lists() }),
  });
};

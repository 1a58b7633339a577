import type { Role } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles {guidParent}: an empty role of the network; its edit page opens next. */
export const createNetworkRole = (guidParent: string) => api.post<Role>('/v1/roles', { guidParent });

export const useCreateNetworkRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNetworkRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
};

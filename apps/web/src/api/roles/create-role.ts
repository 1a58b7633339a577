import type { Role } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** POST /v1/roles: an empty role (SPEC §4); its edit page opens next. */
export const createRole = (body: { guidParent?: string | null }) => api.post<Role>('/v1/roles', body);

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.lists() }),
  });
};

import type { Role } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { roleKeys } from './keys';

/** GET /v1/roles/{guid}/delete */
export const deleteRole = (guid: string) =>
  api.get<{ success: boolean }>(`/v1/roles/${encodeURIComponent(guid)}/delete`);

export const useDeleteRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(guid) });
      queryClient.setQueriesData<Role[]>({ queryKey: roleKeys.lists() }, (roles) =>
        roles?.filter((role) => role.guid !== guid),
      );
      return queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
};

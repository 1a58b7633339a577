import type { Role } from '@signage/shared';
import { roleCalls } from '@signage/shared/calls/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { roleKeys } from './keys';

/** GET /v1/roles/{guid}/delete */
export const deleteRole = (guid: string) => call(roleCalls.delete, { params: { id: guid } });

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

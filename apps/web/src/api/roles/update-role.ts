import type { RoleUpdate } from '@signage/shared';
import { roleCalls } from '@signage/shared/calls/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { roleKeys } from './keys';

/** POST /v1/roles/{guid} {name, comment} */
export const updateRole = ({ guid, body }: { guid: string; body: RoleUpdate }) =>
  call(roleCalls.update, { params: { id: guid }, body });

/** The form shows field errors itself. */
export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    meta: { silent: true, saved: true },
    onSuccess: (role) => {
      queryClient.setQueryData(roleKeys.detail(role.guid), role);
      return queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    },
  });
};

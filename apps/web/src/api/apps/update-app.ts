import type { AppUpdate } from '@signage/shared';
import { appCalls } from '@signage/shared/calls/apps';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { appKeys } from './keys';

/** POST /v1/apps/{guid}; isDefault 1 takes the default from every other version (server side). */
export const updateApp = ({ guid, body }: { guid: string; body: AppUpdate }) =>
  call(appCalls.update, { params: { id: guid }, body });

/** The form shows field errors itself. */
export const useUpdateApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApp,
    meta: { silent: true, saved: true },
    onSuccess: (app) => {
      queryClient.setQueryData(appKeys.detail(app.guid), app);
      return queryClient.invalidateQueries({ queryKey: appKeys.lists() });
    },
  });
};

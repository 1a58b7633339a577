import { systemCalls } from '@signage/shared/calls/system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/system/config {name, data}: creates or replaces a setting (data must be JSON text). */
export const saveSystemConfig = (body: { name: string; data: string }) => call(systemCalls.saveConfig, { body });

/** The forms show the server's errors themselves. */
export const useSaveSystemConfig = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSystemConfig,
    meta: { silent: true, saved: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['system', 'config'] }),
  });
};

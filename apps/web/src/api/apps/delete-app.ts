import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** GET /v1/apps/{guid}/delete */
export const deleteApp = (guid: string) => api.get<{ success: boolean }>(`/v1/apps/${encodeURIComponent(guid)}/delete`);

export const useDeleteApp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApp,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: appKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: appKeys.lists() });
    },
  });
};

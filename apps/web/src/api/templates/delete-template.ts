import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { templateKeys } from './keys';

/** GET /v1/templates/{guid}/delete */
export const deleteTemplate = (guid: string) =>
  api.get<{ success: boolean }>(`/v1/templates/${encodeURIComponent(guid)}/delete`);

export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** DELETE /v1/mail/{guid} */
export const deleteMailTemplate = (guid: string) =>
  apiRequest<{ success: boolean }>(`/v1/mail/${encodeURIComponent(guid)}`, { method: 'DELETE' });

export const useDeleteMailTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMailTemplate,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: ['mail', 'template', guid] });
      return queryClient.invalidateQueries({ queryKey: ['mail', 'templates'] });
    },
  });
};

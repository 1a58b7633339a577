import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/companies/{id}/delete: a network without locations and users, or a location. */
export const deleteCompany = (guid: string) =>
  api.get<{ success: boolean; detachedDevices: number }>(`/v1/companies/${encodeURIComponent(guid)}/delete`);

export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: ['companies', 'detail', guid] });
      return queryClient.invalidateQueries({ queryKey: ['companies', 'list'] });
    },
  });
};

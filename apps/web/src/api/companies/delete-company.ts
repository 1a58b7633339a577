import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/**
 * GET /v1/companies/{id}/delete?confirm=1: a network without locations and users, or a location without users,
 * after the confirmation dialog showed what goes with it.
 */
export const deleteCompany = (guid: string) =>
  call(companyCalls.delete, { params: { id: guid }, query: { confirm: 1 } });

export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompany,
    onSuccess: (_result, guid) => {
      queryClient.removeQueries({ queryKey: companyKeys.detail(guid) });
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
};

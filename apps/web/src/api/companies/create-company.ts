import type { Company, CompanyCreate } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** POST /v1/companies: an empty network, organiser network (typ 1) or a location under guidParent. */
export const createCompany = (body: CompanyCreate) => api.post<Company>('/v1/companies', body);

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
  });
};

import type { Company } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

export type CompanyCreate = { isMother: 1; typ?: 0 | 1 } | { guidParent: string; name?: string };

/** POST /v1/companies: an empty network, organiser network (typ 1) or a location under guidParent. */
export const createCompany = (body: CompanyCreate) => api.post<Company>('/v1/companies', body);

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
  });
};

import type { Company } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** GET /v1/companies/link/{company}/{parent}: a location joins a network (its devices follow). */
export const linkCompany = ({ company, parent }: { company: string; parent: string }) =>
  api.get<Company>(`/v1/companies/link/${encodeURIComponent(company)}/${encodeURIComponent(parent)}`);

/** The dialog shows the error itself. */
export const useLinkCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkCompany,
    meta: { silent: true },
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.guid), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
};

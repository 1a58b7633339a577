import type { Company } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import type { CompanyUpdateBody } from '../../lib/company-form';
import { companyKeys } from './keys';

/** POST /v1/companies/{id}: the Stammdaten. */
export const updateCompany = ({ guid, body }: { guid: string; body: CompanyUpdateBody }) =>
  api.post<Company>(`/v1/companies/${encodeURIComponent(guid)}`, body);

/** The form shows field errors itself. */
export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    meta: { silent: true, saved: true },
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.guid), company);
      return queryClient.invalidateQueries({ queryKey: companyKeys.lists() });
    },
  });
};

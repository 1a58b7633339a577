import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import type { CompanyUpdateBody } from '../../lib/company-form';
import { companyKeys } from './keys';

/** POST /v1/companies/{id}: the Stammdaten. */
export const updateCompany = ({ guid, body }: { guid: string; body: CompanyUpdateBody }) =>
  call(companyCalls.update, { params: { id: guid }, body });

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

import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/** GET /v1/companies/link/{company}/{parent}: a location joins a network (its devices follow). */
export const linkCompany = ({ company, parent }: { company: string; parent: string }) =>
  call(companyCalls.link, { params: { company, parent } });

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

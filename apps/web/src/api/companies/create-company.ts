import type { CompanyCreate } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/** POST /v1/companies: an empty network, organiser network (typ 1) or a location under guidParent. */
export const createCompany = (body: CompanyCreate) => call(companyCalls.create, { body });

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
  });
};

import { companyCalls } from '@signage/shared/calls/companies';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/** GET /v1/companies/{id}/delete/impact: what deleting the network or location takes with it (deletes nothing). */
export const fetchCompanyDeletionImpact = (guid: string) => call(companyCalls.deletionImpact, { params: { id: guid } });

/** Asked while the delete confirmation of this company is open (guid null: closed). */
export const useCompanyDeletionImpact = (guid: string | null) =>
  useQuery({
    queryKey: companyKeys.deletionImpact(guid),
    queryFn: () => fetchCompanyDeletionImpact(guid ?? ''),
    enabled: guid !== null,
    staleTime: 0,
    gcTime: 0,
  });

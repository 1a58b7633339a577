import type { DeletionImpact } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

/** GET /v1/companies/{id}/delete/impact: what deleting the network or location takes with it (deletes nothing). */
export const fetchCompanyDeletionImpact = (guid: string) =>
  api.get<DeletionImpact>(`/v1/companies/${encodeURIComponent(guid)}/delete/impact`);

/** Asked while the delete confirmation of this company is open (guid null: closed). */
export const useCompanyDeletionImpact = (guid: string | null) =>
  useQuery({
    queryKey: companyKeys.deletionImpact(guid),
    queryFn: () => fetchCompanyDeletionImpact(guid ?? ''),
    enabled: guid !== null,
    staleTime: 0,
    gcTime: 0,
  });

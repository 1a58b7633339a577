import type { Company } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/companies/{id}: a network or a location. */
export const fetchCompany = (guid: string) => api.get<Company>(`/v1/companies/${encodeURIComponent(guid)}`);

/** Silent: the page itself explains 404 (not found / not visible) and 403. */
export const companyQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['companies', 'detail', guid],
    queryFn: () => fetchCompany(guid),
    staleTime: 0,
    meta: { silent: true },
  });

export const useCompany = (guid: string) => useQuery(companyQueryOptions(guid));

import type { Company } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/companies/list {isMother: 1}: the networks for the network filter. */
export const fetchNetworks = () => api.post<Company[]>('/v1/companies/list', { isMother: 1 });

export const networksQueryOptions = () =>
  queryOptions({ queryKey: ['companies', 'list', { isMother: 1 }], queryFn: fetchNetworks, staleTime: 60_000 });

export const useNetworks = () => useQuery(networksQueryOptions());

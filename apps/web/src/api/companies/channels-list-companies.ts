import type { Company } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/companies/list {}: the networks and locations the user reaches. */
export const fetchCompanies = () => api.post<Company[]>('/v1/companies/list', {});

export const companiesQueryOptions = () =>
  queryOptions({ queryKey: ['companies', 'list', {}], queryFn: fetchCompanies, staleTime: 60_000 });

export const useCompanies = () => useQuery(companiesQueryOptions());

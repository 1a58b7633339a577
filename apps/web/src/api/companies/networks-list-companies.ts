import type { Company } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface CompanyFilter {
  isMother?: 0 | 1;
  /** Locations of this network; null = locations without a network. */
  guidParent?: string | null;
  keyWord?: string;
}

/** POST /v1/companies/list */
export const fetchCompanies = (filter: CompanyFilter) => api.post<Company[]>('/v1/companies/list', filter);

export const companiesQueryOptions = (filter: CompanyFilter) =>
  queryOptions({ queryKey: ['companies', 'list', filter], queryFn: () => fetchCompanies(filter) });

export const useCompanies = (filter: CompanyFilter, enabled = true) =>
  useQuery({ ...companiesQueryOptions(filter), placeholderData: keepPreviousData, enabled });

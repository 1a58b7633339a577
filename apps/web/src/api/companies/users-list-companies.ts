import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The fields of POST /v1/companies/list the network selector needs. */
export interface CompanyOption {
  guid: string;
  name: string;
  isMother: number;
  guidParent: string | null;
}

/** POST /v1/companies/list: networks (isMother 1) and locations (isMother 0). */
export const fetchCompanies = () => api.post<CompanyOption[]>('/v1/companies/list', {});

/**
 * Silent and without retry: while the companies API does not exist (404) the form shows the
 * network read-only instead of an error.
 */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'list', {}],
    queryFn: fetchCompanies,
    retry: false,
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useCompanies = () => useQuery(companiesQueryOptions());

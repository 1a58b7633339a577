import type { Company, CompanyListRequest } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

/** POST /v1/companies/list: the networks and locations the user reaches, filtered. */
export const fetchCompanies = (filter: CompanyListRequest) => call(companyCalls.list, { body: filter });

export const companiesQueryOptions = (filter: CompanyListRequest) =>
  queryOptions({ queryKey: companyKeys.list(filter), queryFn: () => fetchCompanies(filter) });

/** GET /v1/companies/{guid}: a network or a location. */
export const fetchCompany = (guid: string) => call(companyCalls.get, { params: { id: guid } });

export const companyQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.detail(guid), queryFn: () => fetchCompany(guid), meta: { silent: true } });

/** A filtered list that keeps the previous rows while the filter changes (network pages). */
export const useCompanies = (filter: CompanyListRequest, enabled = true) =>
  useQuery({ ...companiesQueryOptions(filter), placeholderData: keepPreviousData, enabled });

/** Every network and location the user reaches (selectors, share and distribution dialogs). */
export const useAllCompanies = () => useQuery({ ...companiesQueryOptions({}), staleTime: 60_000 });

/**
 * Every company for the user form's network selector: silent and without retry, so that a missing
 * companies API (404) shows the network read-only instead of an error.
 */
export const useCompanyChoices = () =>
  useQuery({ ...companiesQueryOptions({}), retry: false, staleTime: 60_000, meta: { silent: true } });

/** The networks (isMother 1), e.g. for a network filter or the assign dialog. */
export const useNetworks = ({ enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {}) =>
  useQuery({ ...companiesQueryOptions({ isMother: 1 }), enabled, ...(staleTime === undefined ? {} : { staleTime }) });

/** The locations of a network (isMother 0). */
export const useLocationsOf = (network: string | null) =>
  useQuery({ ...companiesQueryOptions({ isMother: 0, guidParent: network }), enabled: Boolean(network) });

/** The user's own location (or network), for its city: the first row of the list filtered by guid. */
export const useOwnCompany = (guid: string | null) =>
  useQuery({
    ...companiesQueryOptions({ guid: guid ?? '' }),
    select: (companies): Company | null => companies[0] ?? null,
    meta: { silent: true },
    enabled: !!guid,
  });

/** One network or location; silent because the pages explain 404 and 403 themselves. */
export const useCompany = (
  guid: string,
  { enabled = true, staleTime }: { enabled?: boolean; staleTime?: number } = {},
) => useQuery({ ...companyQueryOptions(guid), enabled, ...(staleTime === undefined ? {} : { staleTime }) });

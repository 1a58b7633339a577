import type { Company } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/companies/list {guid}: the user's own location (or network), for its city. */
export const fetchOwnCompany = async (guid: string): Promise<Company | null> =>
  (await api.post<Company[]>('/v1/companies/list', { guid }))[0] ?? null;

export const ownCompanyQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['companies', 'list', { guid }],
    queryFn: () => fetchOwnCompany(guid),
    meta: { silent: true },
  });

export const useOwnCompany = (guid: string | null) =>
  useQuery({ ...ownCompanyQueryOptions(guid ?? ''), enabled: !!guid });

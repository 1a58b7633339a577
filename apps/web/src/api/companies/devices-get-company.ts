import type { Company } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/companies/{guid}: the network of a device, for its contact details. */
export const fetchCompany = (guid: string) => api.get<Company>(`/v1/companies/${encodeURIComponent(guid)}`);

export const companyQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['companies', 'detail', guid], queryFn: () => fetchCompany(guid), meta: { silent: true } });

export const useCompany = (guid: string | null, enabled = true) =>
  useQuery({ ...companyQueryOptions(guid ?? ''), enabled: enabled && !!guid });

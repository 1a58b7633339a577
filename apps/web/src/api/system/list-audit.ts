import type { AuditPage, AuditQuery } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/system/audit: every change made through the API, newest first, paged. */
export const fetchAudit = (filter: AuditQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<AuditPage>(`/v1/system/audit?${params.toString()}`);
};

export const auditQueryOptions = (filter: AuditQuery) =>
  queryOptions({ queryKey: ['system', 'audit', filter], queryFn: () => fetchAudit(filter) });

export const useAudit = (filter: AuditQuery) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });

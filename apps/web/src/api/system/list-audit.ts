import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface AuditEntry {
  id: number;
  at: number;
  guidUser: string | null;
  username: string | null;
  action: string;
  entity: string;
  entityGuid: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditFilter {
  page: number;
  itemsPerPage: number;
  entity?: string;
  entityGuid?: string;
  username?: string;
  action?: string;
}

/** GET /v1/system/audit: every change made through the API, newest first, paged. */
export const fetchAudit = (filter: AuditFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return api.get<{ items: AuditEntry[]; count: number }>(`/v1/system/audit?${params.toString()}`);
};

export const auditQueryOptions = (filter: AuditFilter) =>
  queryOptions({ queryKey: ['system', 'audit', filter], queryFn: () => fetchAudit(filter) });

export const useAudit = (filter: AuditFilter) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });

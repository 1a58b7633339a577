import type { AuditQuery } from '@signage/shared';
import { systemCalls } from '@signage/shared/calls/system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/system/audit: every change made through the API, newest first, paged. */
export const fetchAudit = (filter: AuditQuery) => {
  // An empty field filters nothing: it is left out of the query.
  const query = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ''));
  return call(systemCalls.audit, { query });
};

export const auditQueryOptions = (filter: AuditQuery) =>
  queryOptions({ queryKey: ['system', 'audit', filter], queryFn: () => fetchAudit(filter) });

export const useAudit = (filter: AuditQuery) =>
  useQuery({ ...auditQueryOptions(filter), placeholderData: keepPreviousData });

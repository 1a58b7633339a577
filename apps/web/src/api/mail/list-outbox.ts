import type { OutboxPage, OutboxQuery } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/mail/outbox: the outbox, newest first, paged. */
export const fetchOutbox = (filter: OutboxQuery) => {
  const params = new URLSearchParams({ page: String(filter.page), itemsPerPage: String(filter.itemsPerPage) });
  if (filter.status) params.set('status', filter.status);
  if (filter.guidCompany) params.set('guidCompany', filter.guidCompany);
  return api.get<OutboxPage>(`/v1/mail/outbox?${params.toString()}`);
};

export const outboxQueryOptions = (filter: OutboxQuery) =>
  queryOptions({ queryKey: ['mail', 'outbox', filter], queryFn: () => fetchOutbox(filter) });

/** Refreshes every 15 s so a mail's state changes without reload. */
export const useOutbox = (filter: OutboxQuery) =>
  useQuery({ ...outboxQueryOptions(filter), placeholderData: keepPreviousData, refetchInterval: 15_000 });

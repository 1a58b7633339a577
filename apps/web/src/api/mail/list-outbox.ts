import type { OutboxQuery } from '@signage/shared';
import { mailCalls } from '@signage/shared/calls/mail';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/mail/outbox: the outbox, newest first, paged. */
export const fetchOutbox = ({ page, itemsPerPage, status, guidCompany }: OutboxQuery) =>
  call(mailCalls.outbox, {
    query: { page, itemsPerPage, status: status || undefined, guidCompany: guidCompany || undefined },
  });

export const outboxQueryOptions = (filter: OutboxQuery) =>
  queryOptions({ queryKey: ['mail', 'outbox', filter], queryFn: () => fetchOutbox(filter) });

/** Refreshes every 15 s so a mail's state changes without reload. */
export const useOutbox = (filter: OutboxQuery) =>
  useQuery({ ...outboxQueryOptions(filter), placeholderData: keepPreviousData, refetchInterval: 15_000 });

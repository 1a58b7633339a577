import type { ServerLogQuery } from '@signage/shared';
import { systemCalls } from '@signage/shared/calls/system';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/system/logs: the latest server log entries, newest first (administrators only). */
export const fetchServerLogs = (filter: ServerLogQuery) => {
  const query = { limit: filter.limit, level: filter.level || undefined, q: filter.q || undefined };
  return call(systemCalls.logs, { query });
};

export const serverLogsQueryOptions = (filter: ServerLogQuery) =>
  queryOptions({ queryKey: ['system', 'logs', filter], queryFn: () => fetchServerLogs(filter) });

/** With autoRefresh the list reloads every 5 s (SPEC: busy indicator stays quiet for it). */
export const useServerLogs = (filter: ServerLogQuery, autoRefresh: boolean) =>
  useQuery({
    ...serverLogsQueryOptions(filter),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? 5000 : false,
  });

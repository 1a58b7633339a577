import type { ServerLogEntry, ServerLogQuery } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/system/logs: the latest server log entries, newest first (administrators only). */
export const fetchServerLogs = (filter: ServerLogQuery) => {
  const params = new URLSearchParams({ limit: String(filter.limit) });
  if (filter.level) params.set('level', filter.level);
  if (filter.q) params.set('q', filter.q);
  return api.get<{ entries: ServerLogEntry[] }>(`/v1/system/logs?${params.toString()}`);
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

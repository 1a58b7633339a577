import type { ServerLogEntry } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export interface ServerLogFilter {
  limit: number;
  level?: 'info' | 'warn' | 'error';
  q?: string;
}

/** GET /v1/system/logs: the latest server log entries, newest first (administrators only). */
export const fetchServerLogs = (filter: ServerLogFilter) => {
  const params = new URLSearchParams({ limit: String(filter.limit) });
  if (filter.level) params.set('level', filter.level);
  if (filter.q) params.set('q', filter.q);
  return api.get<{ entries: ServerLogEntry[] }>(`/v1/system/logs?${params.toString()}`);
};

export const serverLogsQueryOptions = (filter: ServerLogFilter) =>
  queryOptions({ queryKey: ['system', 'logs', filter], queryFn: () => fetchServerLogs(filter) });

/** With autoRefresh the list reloads every 5 s (SPEC: busy indicator stays quiet for it). */
export const useServerLogs = (filter: ServerLogFilter, autoRefresh: boolean) =>
  useQuery({
    ...serverLogsQueryOptions(filter),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? 5000 : false,
  });

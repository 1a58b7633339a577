import type { PlayerResponse } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /api/playlist?key={guid}: exactly what the screen receives. The server counts every call as a
 * heartbeat of the device (there is no side-effect-free admin variant), so it is loaded only on request.
 */
export const fetchPlayerAnswer = (guid: string) =>
  apiRequest<PlayerResponse>(`/api/playlist?key=${encodeURIComponent(guid)}`, { public: true });

export const playerAnswerQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['player', 'answer', guid],
    queryFn: () => fetchPlayerAnswer(guid),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePlayerAnswer = (guid: string, enabled: boolean) =>
  useQuery({ ...playerAnswerQueryOptions(guid), enabled });

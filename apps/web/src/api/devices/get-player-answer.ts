import type { PlayerResponse } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/**
 * GET /v1/devices/{guid}/playlist: exactly what the screen receives from GET /api/playlist, without
 * counting as the device's heartbeat.
 */
export const fetchPlayerAnswer = (guid: string) =>
  api.get<PlayerResponse>(`/v1/devices/${encodeURIComponent(guid)}/playlist`);

export const playerAnswerQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: deviceKeys.playerAnswer(guid),
    queryFn: () => fetchPlayerAnswer(guid),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePlayerAnswer = (guid: string) => useQuery(playerAnswerQueryOptions(guid));

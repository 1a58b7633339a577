import { deviceCalls } from '@signage/shared/calls/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/**
 * GET /v1/devices/{guid}/playlist: exactly what the screen receives from GET /api/playlist, without
 * counting as the device's heartbeat.
 */
export const fetchPlayerAnswer = (guid: string) => call(deviceCalls.playerAnswer, { params: { id: guid } });

export const playerAnswerQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: deviceKeys.playerAnswer(guid),
    queryFn: () => fetchPlayerAnswer(guid),
    staleTime: 0,
    meta: { silent: true },
  });

export const usePlayerAnswer = (guid: string) => useQuery(playerAnswerQueryOptions(guid));

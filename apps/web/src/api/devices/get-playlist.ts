import { deviceCalls } from '@signage/shared/calls/devices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { playlistKeys } from '../playlists/keys';

/**
 * GET /v1/devices/{guid}/loop: the loop the device plays, with items, thumbnails and media addresses.
 * Read through the device, so everyone who may see the device sees what it plays (support too);
 * `writable` says whether the user may change it.
 */
export const fetchStageLoop = (device: string) => call(deviceCalls.loop, { params: { id: device } });

/** Under the playlist's detail key, so changing the playlist (moving an item) refreshes it. */
export const stageLoopQueryOptions = (device: string, playlist: string) =>
  queryOptions({
    queryKey: playlistKeys.deviceLoop(playlist, device),
    queryFn: () => fetchStageLoop(device),
    staleTime: 0,
  });

export const useStageLoop = (device: string, playlist: string | null) =>
  useQuery({ ...stageLoopQueryOptions(device, playlist ?? ''), enabled: !!playlist });

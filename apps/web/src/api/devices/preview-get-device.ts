import type { Device } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** GET /v1/devices/{guid}: stage name, location image, monitor box, maximum loop length. */
export const fetchStageDevice = (guid: string) => api.get<Device>(`/v1/devices/${encodeURIComponent(guid)}`);

export const stageDeviceQueryOptions = (guid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(guid), queryFn: () => fetchStageDevice(guid), staleTime: 0 });

export const useStageDevice = (guid: string) => useQuery(stageDeviceQueryOptions(guid));

import type { Device } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** GET /v1/devices/{guid} */
export const fetchDevice = (guid: string) => api.get<Device>(`/v1/devices/${encodeURIComponent(guid)}`);

export const deviceQueryOptions = (guid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(guid), queryFn: () => fetchDevice(guid), staleTime: 0 });

export const useDevice = (guid: string) => useQuery(deviceQueryOptions(guid));

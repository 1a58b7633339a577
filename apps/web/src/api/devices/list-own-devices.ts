import type { Device } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

/** POST /v1/devices/list: the devices of the user's location or network (all of them for a global user). */
export const fetchOwnDevices = (companyGuid: string | null) =>
  api.post<{ items: Device[]; count: number }>('/v1/devices/list', {
    ...(companyGuid ? { companyGuid } : {}),
    showAll: true,
    pagination: { page: 1, itemsPerPage: 500 },
  });

export const ownDevicesQueryOptions = (companyGuid: string | null) =>
  queryOptions({
    queryKey: deviceKeys.list({ own: companyGuid }),
    queryFn: () => fetchOwnDevices(companyGuid),
    meta: { silent: true },
  });

export const useOwnDevices = (companyGuid: string | null) => useQuery(ownDevicesQueryOptions(companyGuid));

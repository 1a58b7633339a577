import type { DeviceListInput } from '@signage/shared';
import { deviceCalls } from '@signage/shared/calls/devices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from './keys';

/** POST /v1/devices/list (SPEC §4 filters; the server applies the show-all rule). */
export const fetchDevices = (filter: DeviceListInput) => call(deviceCalls.list, { body: filter });

export const devicesQueryOptions = (filter: DeviceListInput) =>
  queryOptions({ queryKey: deviceKeys.list(filter), queryFn: () => fetchDevices(filter) });

/** The devices list page: keeps the previous rows while the filter changes. */
export const useDevices = (filter: DeviceListInput, enabled = true) =>
  useQuery({ ...devicesQueryOptions(filter), placeholderData: keepPreviousData, enabled });

/** The devices of the user's location or network (all of them for a global user), up to 500. */
export const useOwnDevices = (companyGuid: string | null) =>
  useQuery({
    ...devicesQueryOptions({
      ...(companyGuid ? { companyGuid } : {}),
      showAll: true,
      pagination: { page: 1, itemsPerPage: 500 },
    }),
    meta: { silent: true },
  });

/** GET /v1/devices/{guid}: the device with stage name, location image, monitor box and loop length. */
export const fetchDevice = (guid: string) => call(deviceCalls.get, { params: { id: guid } });

export const deviceQueryOptions = (guid: string) =>
  queryOptions({ queryKey: deviceKeys.detail(guid), queryFn: () => fetchDevice(guid), staleTime: 0 });

export const useDevice = (guid: string) => useQuery(deviceQueryOptions(guid));

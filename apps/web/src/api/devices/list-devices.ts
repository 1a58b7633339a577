import type { Device } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { deviceKeys } from './keys';

export interface DeviceListFilter {
  keyWord?: string;
  showAll?: boolean;
  showArchived?: boolean;
  status?: 'NEW' | 'ACTIVE' | 'SERVICE';
  companyGuid?: string;
  pagination?: { page: number; itemsPerPage: number };
}

export interface DeviceListAnswer {
  items: Device[];
  count: number;
}

/** POST /v1/devices/list (SPEC §4 filters; the server applies the show-all rule). */
export const fetchDevices = (filter: DeviceListFilter) => api.post<DeviceListAnswer>('/v1/devices/list', filter);

export const devicesQueryOptions = (filter: DeviceListFilter) =>
  queryOptions({ queryKey: deviceKeys.list(filter), queryFn: () => fetchDevices(filter) });

export const useDevices = (filter: DeviceListFilter, enabled = true) =>
  useQuery({ ...devicesQueryOptions(filter), placeholderData: keepPreviousData, enabled });

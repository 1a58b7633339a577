import type { SupportResponse } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { type SupportQueryState, supportQueryString } from '../../lib/support-list';

/** GET /v1/devices/support: filtered and paged on the server (SPEC §2 support list). */
export const fetchSupportDevices = (query: SupportQueryState) =>
  api.get<SupportResponse>(`/v1/devices/support?${supportQueryString(query)}`);

export const supportDevicesQueryOptions = (query: SupportQueryState) =>
  queryOptions({
    queryKey: ['devices', 'support', query],
    queryFn: () => fetchSupportDevices(query),
    // Device health changes all the time: a list shown again is fetched again.
    staleTime: 0,
  });

export const useSupportDevices = (query: SupportQueryState) =>
  useQuery({ ...supportDevicesQueryOptions(query), placeholderData: keepPreviousData });

import { deviceCalls } from '@signage/shared/calls/devices';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { type SupportQueryState, supportServerQuery } from '../../lib/support-list';

/** GET /v1/devices/support: filtered and paged on the server (SPEC §2 support list). */
export const fetchSupportDevices = (query: SupportQueryState) =>
  call(deviceCalls.support, { query: supportServerQuery(query) });

export const supportDevicesQueryOptions = (query: SupportQueryState) =>
  queryOptions({
    queryKey: ['devices', 'support', query],
    queryFn: () => fetchSupportDevices(query),
    // Device health changes all the time: a list shown again is fetched again.
    staleTime: 0,
  });

export const useSupportDevices = (query: SupportQueryState) =>
  useQuery({ ...supportDevicesQueryOptions(query), placeholderData: keepPreviousData });

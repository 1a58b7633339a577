import type { AppVersion } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** GET /v1/apps/list: the app versions a device can be set to (needs the apps right). */
export const fetchApps = () => api.get<AppVersion[]>('/v1/apps/list');

export const appsQueryOptions = () =>
  queryOptions({ queryKey: appKeys.list({}), queryFn: fetchApps, staleTime: 60_000, meta: { silent: true } });

export const useApps = (enabled: boolean) => useQuery({ ...appsQueryOptions(), enabled });

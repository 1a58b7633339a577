import type { AppVersion } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** GET /v1/apps/{guid} */
export const fetchApp = (guid: string) => api.get<AppVersion>(`/v1/apps/${encodeURIComponent(guid)}`);

export const appQueryOptions = (guid: string) =>
  queryOptions({ queryKey: appKeys.detail(guid), queryFn: () => fetchApp(guid), staleTime: 0 });

export const useApp = (guid: string) => useQuery(appQueryOptions(guid));

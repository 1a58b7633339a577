import type { AppListQuery } from '@signage/shared';
import { appCalls } from '@signage/shared/calls/apps';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { appKeys } from './keys';

/** GET /v1/apps/list?keyWord=: the app versions (needs the apps right). */
export const fetchApps = ({ keyWord }: AppListQuery) =>
  call(appCalls.list, { query: { keyWord: keyWord || undefined } });

export const appsQueryOptions = (query: AppListQuery) =>
  queryOptions({ queryKey: appKeys.list(query), queryFn: () => fetchApps(query) });

/** The apps list page: keeps the previous rows while the search changes. */
export const useApps = (keyWord: string) =>
  useQuery({ ...appsQueryOptions({ keyWord }), placeholderData: keepPreviousData });

/** The app versions a device can be set to (silent: without the right the field stays read-only). */
export const useAppChoices = (enabled: boolean) =>
  useQuery({ ...appsQueryOptions({}), staleTime: 60_000, meta: { silent: true }, enabled });

/** GET /v1/apps/{guid} */
export const fetchApp = (guid: string) => call(appCalls.get, { params: { id: guid } });

export const appQueryOptions = (guid: string) =>
  queryOptions({ queryKey: appKeys.detail(guid), queryFn: () => fetchApp(guid), staleTime: 0 });

export const useApp = (guid: string) => useQuery(appQueryOptions(guid));

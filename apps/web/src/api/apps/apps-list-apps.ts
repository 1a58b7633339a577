import type { AppVersion } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { appKeys } from './keys';

/** GET /v1/apps/list?keyWord= */
export const fetchApps = (keyWord: string) =>
  api.get<AppVersion[]>(`/v1/apps/list${keyWord ? `?${new URLSearchParams({ keyWord })}` : ''}`);

export const appsQueryOptions = (keyWord: string) =>
  queryOptions({ queryKey: appKeys.list({ keyWord }), queryFn: () => fetchApps(keyWord) });

export const useApps = (keyWord: string) =>
  useQuery({ ...appsQueryOptions(keyWord), placeholderData: keepPreviousData });

import type { Right } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { rightKeys } from './keys';

/** GET /v1/rights/{guid} */
export const fetchRight = (guid: string) => api.get<Right>(`/v1/rights/${encodeURIComponent(guid)}`);

export const rightQueryOptions = (guid: string) =>
  queryOptions({ queryKey: rightKeys.detail(guid), queryFn: () => fetchRight(guid), staleTime: 0 });

export const useRightDetail = (guid: string) => useQuery(rightQueryOptions(guid));

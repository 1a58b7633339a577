import type { Right } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { rightKeys } from './keys';

/** POST /v1/rights/list: the catalogue. */
export const fetchRights = () => api.post<Right[]>('/v1/rights/list', {});

export const rightsQueryOptions = () => queryOptions({ queryKey: rightKeys.list({}), queryFn: fetchRights });

export const useRightCatalogue = () => useQuery(rightsQueryOptions());

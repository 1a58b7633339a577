import type { Right } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/rights/list: the catalogue. */
export const fetchRights = () => api.post<Right[]>('/v1/rights/list', {});

export const rightsQueryOptions = () => queryOptions({ queryKey: ['rights', 'list', {}], queryFn: fetchRights });

export const useRightCatalogue = () => useQuery(rightsQueryOptions());

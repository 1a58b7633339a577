import type { User } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { peopleKeys } from './keys';

/** GET /v1/people/{guid} */
export const fetchUser = (guid: string) => api.get<User>(`/v1/people/${encodeURIComponent(guid)}`);

export const userQueryOptions = (guid: string) =>
  queryOptions({ queryKey: peopleKeys.detail(guid), queryFn: () => fetchUser(guid), staleTime: 0 });

export const useUser = (guid: string) => useQuery(userQueryOptions(guid));

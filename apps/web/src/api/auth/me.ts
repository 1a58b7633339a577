import type { Me } from '@signage/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/user/me: the signed-in user and the rights map (SPEC §6). */
export const fetchMe = () => api.get<Me>('/v1/user/me');

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: fetchMe, staleTime: 60_000, meta: { silent: true } });

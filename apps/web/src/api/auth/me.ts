import { queryOptions } from '@tanstack/react-query';
import { fetchMe } from './me-request';

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['user', 'me'], queryFn: fetchMe, staleTime: 60_000, meta: { silent: true } });

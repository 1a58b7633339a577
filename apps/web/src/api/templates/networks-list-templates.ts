import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { templateKeys } from './keys';

export interface TemplateOption {
  guid: string;
  name: string;
}

/** POST /v1/templates/list: the templates the Stammdaten's template field offers. */
export const fetchTemplateOptions = () => api.post<TemplateOption[]>('/v1/templates/list', {});

/** Silent and without retry: without the templates right the field shows the current value read-only. */
export const templateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.list({}),
    queryFn: fetchTemplateOptions,
    retry: false,
    staleTime: 60_000,
    meta: { silent: true },
  });

export const useTemplateOptions = (enabled: boolean) => useQuery({ ...templateOptionsQueryOptions(), enabled });

import type { Template } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { templateKeys } from './keys';

/** GET /v1/templates/{guid} */
export const fetchTemplate = (guid: string) => api.get<Template>(`/v1/templates/${encodeURIComponent(guid)}`);

export const templateQueryOptions = (guid: string) =>
  queryOptions({ queryKey: templateKeys.detail(guid), queryFn: () => fetchTemplate(guid), staleTime: 0 });

export const useTemplate = (guid: string) => useQuery(templateQueryOptions(guid));

import type { Template } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { templateKeys } from './keys';

/** A list row: the template without its config. */
export type TemplateSummary = Omit<Template, 'config'>;

export interface TemplateFilter {
  keyWord?: string;
  guidParent?: string;
}

/** POST /v1/templates/list */
export const fetchTemplates = (filter: TemplateFilter) => api.post<TemplateSummary[]>('/v1/templates/list', filter);

export const templatesQueryOptions = (filter: TemplateFilter) =>
  queryOptions({ queryKey: templateKeys.list(filter), queryFn: () => fetchTemplates(filter) });

export const useTemplates = (filter: TemplateFilter) =>
  useQuery({ ...templatesQueryOptions(filter), placeholderData: keepPreviousData });

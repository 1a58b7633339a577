import type { TemplateListRequest } from '@signage/shared';
import { templateCalls } from '@signage/shared/calls/templates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { templateKeys } from './keys';

/** POST /v1/templates/list: the templates (without their config) the user may see. */
export const fetchTemplates = (filter: TemplateListRequest) => call(templateCalls.list, { body: filter });

export const templatesQueryOptions = (filter: TemplateListRequest) =>
  queryOptions({ queryKey: templateKeys.list(filter), queryFn: () => fetchTemplates(filter) });

/** The templates list page: keeps the previous rows while the search changes. */
export const useTemplates = (filter: TemplateListRequest) =>
  useQuery({ ...templatesQueryOptions(filter), placeholderData: keepPreviousData });

/**
 * The templates the Stammdaten's template field offers. Silent and without retry: without the
 * templates right the field shows the current value read-only.
 */
export const useTemplateOptions = (enabled: boolean) =>
  useQuery({ ...templatesQueryOptions({}), retry: false, staleTime: 60_000, meta: { silent: true }, enabled });

/** GET /v1/templates/{guid} */
export const fetchTemplate = (guid: string) => call(templateCalls.get, { params: { id: guid } });

export const templateQueryOptions = (guid: string) =>
  queryOptions({ queryKey: templateKeys.detail(guid), queryFn: () => fetchTemplate(guid), staleTime: 0 });

export const useTemplate = (guid: string) => useQuery(templateQueryOptions(guid));

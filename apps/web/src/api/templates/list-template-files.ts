import type { TemplateFile } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/templates/{guid}/files */
export const fetchTemplateFiles = (guid: string) =>
  api.get<TemplateFile[]>(`/v1/templates/${encodeURIComponent(guid)}/files`);

export const templateFilesQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['templates', 'files', guid], queryFn: () => fetchTemplateFiles(guid) });

export const useTemplateFiles = (guid: string) => useQuery(templateFilesQueryOptions(guid));

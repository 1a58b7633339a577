import { templateCalls } from '@signage/shared/calls/templates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/templates/{guid}/files */
export const fetchTemplateFiles = (guid: string) => call(templateCalls.files, { params: { id: guid } });

export const templateFilesQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['templates', 'files', guid], queryFn: () => fetchTemplateFiles(guid) });

export const useTemplateFiles = (guid: string) => useQuery(templateFilesQueryOptions(guid));

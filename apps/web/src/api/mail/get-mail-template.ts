import { mailCalls } from '@signage/shared/calls/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/mail/{guid} */
export const fetchMailTemplate = (guid: string) => call(mailCalls.get, { params: { id: guid } });

export const mailTemplateQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['mail', 'template', guid], queryFn: () => fetchMailTemplate(guid), staleTime: 0 });

export const useMailTemplate = (guid: string) => useQuery(mailTemplateQueryOptions(guid));

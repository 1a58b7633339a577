import type { MailTemplate } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/mail/{guid} */
export const fetchMailTemplate = (guid: string) => api.get<MailTemplate>(`/v1/mail/${encodeURIComponent(guid)}`);

export const mailTemplateQueryOptions = (guid: string) =>
  queryOptions({ queryKey: ['mail', 'template', guid], queryFn: () => fetchMailTemplate(guid), staleTime: 0 });

export const useMailTemplate = (guid: string) => useQuery(mailTemplateQueryOptions(guid));

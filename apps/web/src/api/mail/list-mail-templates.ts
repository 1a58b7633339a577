import type { MailTemplate } from '@signage/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /v1/mail/search {keyWord}: the mail templates this user may see. */
export const fetchMailTemplates = (keyWord: string) =>
  api.post<MailTemplate[]>('/v1/mail/search', keyWord ? { keyWord } : {});

export const mailTemplatesQueryOptions = (keyWord: string) =>
  queryOptions({ queryKey: ['mail', 'templates', { keyWord }], queryFn: () => fetchMailTemplates(keyWord) });

export const useMailTemplates = (keyWord: string) =>
  useQuery({ ...mailTemplatesQueryOptions(keyWord), placeholderData: keepPreviousData });

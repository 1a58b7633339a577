import { mailCalls } from '@signage/shared/calls/mail';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** POST /v1/mail/search {keyWord}: the mail templates this user may see. */
export const fetchMailTemplates = (keyWord: string) => call(mailCalls.search, { body: keyWord ? { keyWord } : {} });

export const mailTemplatesQueryOptions = (keyWord: string) =>
  queryOptions({ queryKey: ['mail', 'templates', { keyWord }], queryFn: () => fetchMailTemplates(keyWord) });

export const useMailTemplates = (keyWord: string) =>
  useQuery({ ...mailTemplatesQueryOptions(keyWord), placeholderData: keepPreviousData });

import { mailCalls } from '@signage/shared/calls/mail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

/** GET /v1/mail/offline-template: defaults of the offline-mail dialog (system config may override them). */
export const fetchOfflineTemplate = () => call(mailCalls.offlineTemplate);

export const offlineTemplateQueryOptions = () =>
  queryOptions({ queryKey: ['mail', 'offline-template'], queryFn: fetchOfflineTemplate, staleTime: 60_000 });

export const useOfflineTemplate = (enabled: boolean) => useQuery({ ...offlineTemplateQueryOptions(), enabled });

import type { OfflineMailTemplate } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** GET /v1/mail/offline-template: defaults of the offline-mail dialog (system config may override them). */
export const fetchOfflineTemplate = () => api.get<OfflineMailTemplate>('/v1/mail/offline-template');

export const offlineTemplateQueryOptions = () =>
  queryOptions({ queryKey: ['mail', 'offline-template'], queryFn: fetchOfflineTemplate, staleTime: 60_000 });

export const useOfflineTemplate = (enabled: boolean) => useQuery({ ...offlineTemplateQueryOptions(), enabled });

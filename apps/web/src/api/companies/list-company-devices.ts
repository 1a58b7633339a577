import type { companyDevice } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api-client';
import { companyKeys } from './keys';

export type CompanyDevice = z.infer<typeof companyDevice>;

/** GET /v1/companies/{id}/devices (Geräte tab). */
export const fetchCompanyDevices = (guid: string) =>
  api.get<CompanyDevice[]>(`/v1/companies/${encodeURIComponent(guid)}/devices`);

export const companyDevicesQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.devices(guid), queryFn: () => fetchCompanyDevices(guid) });

export const useCompanyDevices = (guid: string) => useQuery(companyDevicesQueryOptions(guid));

import type { companyDevice } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../lib/call';
import { companyKeys } from './keys';

export type CompanyDevice = z.infer<typeof companyDevice>;

/** GET /v1/companies/{id}/devices (Geräte tab). */
export const fetchCompanyDevices = (guid: string) => call(companyCalls.devices, { params: { id: guid } });

export const companyDevicesQueryOptions = (guid: string) =>
  queryOptions({ queryKey: companyKeys.devices(guid), queryFn: () => fetchCompanyDevices(guid) });

export const useCompanyDevices = (guid: string) => useQuery(companyDevicesQueryOptions(guid));

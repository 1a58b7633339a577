import type { RightListRequest } from '@signage/shared';
import { rightCalls } from '@signage/shared/calls/rights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { rightKeys } from './keys';

/** POST /v1/rights/list: the catalogue; with {guidRole} each right carries allowed 0/1 for that role. */
export const fetchRights = (filter: RightListRequest) => call(rightCalls.list, { body: filter });

export const rightsQueryOptions = (filter: RightListRequest) =>
  queryOptions({ queryKey: rightKeys.list(filter), queryFn: () => fetchRights(filter) });

/** The whole catalogue (rights list page). */
export const useRightCatalogue = () => useQuery(rightsQueryOptions({}));

/** The catalogue with allowed 0/1 for one role (the role's rights tab), always fresh. */
export const useRoleRights = (guidRole: string) => useQuery({ ...rightsQueryOptions({ guidRole }), staleTime: 0 });

/** GET /v1/rights/{guid} */
export const fetchRight = (guid: string) => call(rightCalls.get, { params: { id: guid } });

export const rightQueryOptions = (guid: string) =>
  queryOptions({ queryKey: rightKeys.detail(guid), queryFn: () => fetchRight(guid), staleTime: 0 });

export const useRightDetail = (guid: string) => useQuery(rightQueryOptions(guid));

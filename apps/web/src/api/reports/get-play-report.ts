import type { ReportGroup } from '@signage/shared';
import { reportCalls } from '@signage/shared/calls/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { reportKeys } from './keys';

export interface PlayReportFilter {
  from: string;
  to: string;
  by: ReportGroup;
}

/** GET /v1/reports/plays: plays and seconds per group for the period, with the per-day series. */
export const fetchPlayReport = (filter: PlayReportFilter) => call(reportCalls.plays, { query: filter });

export const playReportOptions = (filter: PlayReportFilter) =>
  queryOptions({ queryKey: reportKeys.list(filter), queryFn: () => fetchPlayReport(filter) });

/** `enabled` false while the period is not valid (the page shows the field's message instead). */
export const usePlayReport = (filter: PlayReportFilter, enabled = true) =>
  useQuery({ ...playReportOptions(filter), enabled });

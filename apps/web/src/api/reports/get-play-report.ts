import type { PlayReport, ReportGroup } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { reportKeys } from './keys';

export interface PlayReportFilter {
  from: string;
  to: string;
  by: ReportGroup;
}

export const playReportQuery = (filter: PlayReportFilter) => new URLSearchParams({ ...filter }).toString();

/** GET /v1/reports/plays: plays and seconds per group for the period, with the per-day series. */
export const fetchPlayReport = (filter: PlayReportFilter) =>
  api.get<PlayReport>(`/v1/reports/plays?${playReportQuery(filter)}`);

export const playReportOptions = (filter: PlayReportFilter) =>
  queryOptions({ queryKey: reportKeys.list(filter), queryFn: () => fetchPlayReport(filter) });

/** `enabled` false while the period is not valid (the page shows the field's message instead). */
export const usePlayReport = (filter: PlayReportFilter, enabled = true) =>
  useQuery({ ...playReportOptions(filter), enabled });

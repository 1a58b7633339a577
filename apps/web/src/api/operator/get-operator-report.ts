import type { OperatorGroup, OperatorReport } from '@signage/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/save-blob';

export interface OperatorReportFilter {
  from: string;
  to: string;
  by: OperatorGroup;
  period: 'day' | 'week' | 'month';
}

const queryOf = (filter: OperatorReportFilter) => new URLSearchParams({ ...filter }).toString();

/** GET /v1/operator/report: the operator's own offers from the consenting agencies (the server decides the scope). */
export const operatorReportOptions = (filter: OperatorReportFilter) =>
  queryOptions({
    queryKey: ['operator', 'report', filter] as const,
    queryFn: () => api.get<OperatorReport>(`/v1/operator/report?${queryOf(filter)}`),
  });

export const useOperatorReport = (filter: OperatorReportFilter, enabled = true) =>
  useQuery({ ...operatorReportOptions(filter), enabled });

/** GET /v1/operator/me: the operator of the signed-in user. */
export const useOperatorMe = () =>
  useQuery({
    queryKey: ['operator', 'me'] as const,
    queryFn: () => api.get<{ name: string; username: string; admin: boolean }>('/v1/operator/me'),
  });

/** GET /v1/operator/report/csv|xlsx: the report as a file. Errors go to the global snackbar. */
export const useDownloadOperatorReport = () =>
  useMutation({
    mutationFn: ({ filter, format }: { filter: OperatorReportFilter; format: 'csv' | 'xlsx' }) =>
      downloadFile(`/v1/operator/report/${format}?${queryOf(filter)}`, `nachweise.${format}`),
  });

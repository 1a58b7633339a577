import type { OperatorGroup } from '@signage/shared';
import { operatorPortalCalls } from '@signage/shared/calls/operator-portal';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, urlOfCall } from '../../lib/call';
import { downloadFile } from '../../lib/save-blob';

export interface OperatorReportFilter {
  from: string;
  to: string;
  by: OperatorGroup;
  period: 'day' | 'week' | 'month';
}

const files = { csv: operatorPortalCalls.reportCsv, xlsx: operatorPortalCalls.reportXlsx };

/** GET /v1/operator/report: the operator's own offers from the consenting agencies (the server decides the scope). */
export const operatorReportOptions = (filter: OperatorReportFilter) =>
  queryOptions({
    queryKey: ['operator', 'report', filter] as const,
    queryFn: () => call(operatorPortalCalls.report, { query: filter }),
  });

export const useOperatorReport = (filter: OperatorReportFilter, enabled = true) =>
  useQuery({ ...operatorReportOptions(filter), enabled });

/** GET /v1/operator/me: the operator of the signed-in user. */
export const useOperatorMe = () =>
  useQuery({
    queryKey: ['operator', 'me'] as const,
    queryFn: () => call(operatorPortalCalls.me),
  });

/** GET /v1/operator/report/csv|xlsx: the report as a file. Errors go to the global snackbar. */
export const useDownloadOperatorReport = () =>
  useMutation({
    mutationFn: ({ filter, format }: { filter: OperatorReportFilter; format: 'csv' | 'xlsx' }) =>
      downloadFile(urlOfCall(files[format], { query: filter }), `nachweise.${format}`),
  });

import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../lib/save-blob';
import { type PlayReportFilter, playReportQuery } from './get-play-report';

export type ReportFormat = 'csv' | 'xlsx';

/** GET /v1/reports/plays/csv|xlsx: the report as a file, saved under the server's name. */
export async function downloadPlayReport(filter: PlayReportFilter, format: ReportFormat) {
  await downloadFile(`/v1/reports/plays/${format}?${playReportQuery(filter)}`, `wiedergaben.${format}`);
}

/** Errors go to the global snackbar. */
export const useDownloadPlayReport = () =>
  useMutation({
    mutationFn: ({ filter, format }: { filter: PlayReportFilter; format: ReportFormat }) =>
      downloadPlayReport(filter, format),
  });

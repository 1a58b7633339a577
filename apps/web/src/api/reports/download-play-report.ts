import { reportCalls } from '@signage/shared/calls/reports';
import { useMutation } from '@tanstack/react-query';
import { urlOfCall } from '../../lib/call';
import { downloadFile } from '../../lib/save-blob';
import type { PlayReportFilter } from './get-play-report';

export type ReportFormat = 'csv' | 'xlsx';

const FILE_CALLS = { csv: reportCalls.playsCsv, xlsx: reportCalls.playsXlsx };

/** GET /v1/reports/plays/csv|xlsx: the report as a file, saved under the server's name. */
export async function downloadPlayReport(filter: PlayReportFilter, format: ReportFormat) {
  await downloadFile(urlOfCall(FILE_CALLS[format], { query: filter }), `wiedergaben.${format}`);
}

/** Errors go to the global snackbar. */
export const useDownloadPlayReport = () =>
  useMutation({
    mutationFn: ({ filter, format }: { filter: PlayReportFilter; format: ReportFormat }) =>
      downloadPlayReport(filter, format),
  });

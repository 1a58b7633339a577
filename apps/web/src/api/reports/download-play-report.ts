import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';
import { type PlayReportFilter, playReportQuery } from './get-play-report';

export type ReportFormat = 'csv' | 'xlsx';

/** The file name the server gives in Content-Disposition, else a plain one. */
const fileNameOf = (disposition: string | null, format: ReportFormat) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `wiedergaben.${format}`;

/** GET /v1/reports/plays/csv|xlsx: the report as a file, saved under the server's name. */
export async function downloadPlayReport(filter: PlayReportFilter, format: ReportFormat) {
  const { blob, disposition } = await apiDownload(`/v1/reports/plays/${format}?${playReportQuery(filter)}`);
  saveBlob(blob, fileNameOf(disposition, format));
}

/** Errors go to the global snackbar. */
export const useDownloadPlayReport = () =>
  useMutation({
    mutationFn: ({ filter, format }: { filter: PlayReportFilter; format: ReportFormat }) =>
      downloadPlayReport(filter, format),
  });

import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation } from '@tanstack/react-query';
import { callDownload } from '../../lib/call';
import { saveBlob } from '../../lib/save-blob';

/** POST /v1/companies/stats: the statistics as CSV (SPEC §7: saved as export.csv). */
export async function fetchStatsCsv(): Promise<Blob> {
  return (await callDownload(companyCalls.stats, { body: {} })).blob;
}

/** Errors go to the global snackbar (SPEC §8: stats errors raise the error display). */
export const useDownloadStats = () =>
  useMutation({
    mutationFn: fetchStatsCsv,
    onSuccess: (blob) => saveBlob(blob, 'export.csv'),
  });

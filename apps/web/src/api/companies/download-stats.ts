import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../lib/api-client';
import { saveBlob } from '../../lib/save-blob';

/** POST /v1/companies/stats: the statistics as CSV (SPEC §7: saved as export.csv). */
export async function fetchStatsCsv(): Promise<Blob> {
  return (await apiDownload('/v1/companies/stats', { method: 'POST', body: {} })).blob;
}

/** Errors go to the global snackbar (SPEC §8: stats errors raise the error display). */
export const useDownloadStats = () =>
  useMutation({
    mutationFn: fetchStatsCsv,
    onSuccess: (blob) => saveBlob(blob, 'export.csv'),
  });

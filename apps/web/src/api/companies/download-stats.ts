import { useMutation } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../lib/api-error';
import { credentials } from '../../lib/credentials';
import { saveBlob } from '../../lib/save-blob';

/** POST /v1/companies/stats: the statistics as CSV (SPEC §7: saved as export.csv). */
export async function fetchStatsCsv(): Promise<Blob> {
  const token = credentials.token();
  let response: Response;
  try {
    response = await fetch('/v1/companies/stats', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: '{}',
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : String(cause));
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the status text is shown
    }
    if (response.status === 401) credentials.clear();
    throw toApiError(response.status, body, response.statusText || `HTTP ${response.status}`);
  }
  return response.blob();
}

/** Errors go to the global snackbar (SPEC §8: stats errors raise the error display). */
export const useDownloadStats = () =>
  useMutation({
    mutationFn: fetchStatsCsv,
    onSuccess: (blob) => saveBlob(blob, 'export.csv'),
  });

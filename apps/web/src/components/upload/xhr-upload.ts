import { ApiError, toApiError } from '../../lib/api-error';
import { credentials } from '../../lib/credentials';

export interface XhrUploadOptions {
  url: string;
  file: File;
  /** Multipart field name; the server expects 'files'. */
  fieldName?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One file as multipart/form-data with XMLHttpRequest (fetch cannot report upload progress).
 * Resolves with the parsed JSON answer; rejects with an ApiError carrying the server's German
 * message and HTTP status (0 when there was no answer).
 */
export function uploadFile({ url, file, fieldName = 'files', onProgress, signal }: XhrUploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    const token = credentials.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(toApiError(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload abgebrochen'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(fieldName, file, file.name);
    xhr.send(form);
  });
}

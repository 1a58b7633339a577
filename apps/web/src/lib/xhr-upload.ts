import { ApiError, toApiError } from './api-error';
import { credentials } from './credentials';

export interface XhrUploadOptions<T> {
  url: string;
  file: File;
  /** Multipart field name; the server expects 'files'. */
  fieldName?: string;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /**
   * Reads the answer: what the upload resolves with, or undefined to reject with the server's error.
   * Default: the parsed body of a 2xx answer.
   */
  readAnswer?: (status: number, body: unknown) => T | undefined;
}

const bodyOf2xx = <T>(status: number, body: unknown) => (status >= 200 && status < 300 ? (body as T) : undefined);

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One file as multipart/form-data with XMLHttpRequest (fetch cannot report upload progress); every upload of
 * the app goes through here. Resolves with the answer (see readAnswer); rejects with an ApiError carrying the server's German
 * message and HTTP status (0 when there was no answer).
 */
export function uploadFile<T = unknown>({
  url,
  file,
  fieldName = 'files',
  onProgress,
  signal,
  readAnswer = bodyOf2xx,
}: XhrUploadOptions<T>): Promise<T> {
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
      const answer = readAnswer(xhr.status, body);
      if (answer !== undefined) resolve(answer);
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

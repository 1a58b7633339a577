import type { ImportResult } from '@signage/shared';
import { ApiError, toApiError } from '../../lib/api-error';
import { credentials } from '../../lib/credentials';
import { type ImportOutcome, readImportAnswer } from '../../lib/import-answer';

/** Kept here: options of the XMLHttpRequest upload (multipart file, progress, abort); the server validates only the isPreview query (importQuery). */
export interface ImportUpload {
  companyId: string;
  file: File;
  isPreview: boolean;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
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
 * POST /v1/companies/upload/{companyId}?isPreview=… (multipart, field files) with XMLHttpRequest, which,
 * unlike fetch, reports upload progress. Resolves with the result, also for an import refused because of
 * invalid rows (400 with result); rejects with an ApiError (413, 415, …; status 0 without answer).
 */
export function uploadImport({ companyId, file, isPreview, onProgress, signal }: ImportUpload): Promise<ImportOutcome> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/v1/companies/upload/${encodeURIComponent(companyId)}?isPreview=${isPreview}`);
    xhr.setRequestHeader('accept', 'application/json');
    const token = credentials.token();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 401) credentials.clear();
      const outcome = readImportAnswer(xhr.status, body);
      if (outcome) resolve(outcome);
      else reject(toApiError(xhr.status, body, xhr.statusText || `HTTP ${xhr.status}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'Upload abgebrochen'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

export type { ImportResult };

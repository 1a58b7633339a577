import type { ImportResult } from '@signage/shared';
import { companyCalls } from '@signage/shared/calls/companies';
import { urlOfCall } from '../../lib/call';
import { credentials } from '../../lib/credentials';
import { type ImportOutcome, readImportAnswer } from '../../lib/import-answer';
import { uploadFile } from '../../lib/xhr-upload';

/** Kept here: options of the XMLHttpRequest upload (multipart file, progress, abort); the server validates only the isPreview query (importQuery). */
export interface ImportUpload {
  companyId: string;
  file: File;
  isPreview: boolean;
  /** 0..1 of the bytes sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /v1/companies/upload/{companyId}?isPreview=… (multipart, field files), with upload progress. Resolves with
 * the result, also for an import refused because of invalid rows (400 with result); rejects with an ApiError
 * (413, 415, …; status 0 without answer).
 */
export function uploadImport({ companyId, file, isPreview, onProgress, signal }: ImportUpload): Promise<ImportOutcome> {
  return uploadFile<ImportOutcome>({
    url: urlOfCall(companyCalls.upload, { params: { companyId }, query: { isPreview: isPreview ? 'true' : 'false' } }),
    file,
    signal,
    onProgress: (loaded, total) => {
      if (total > 0) onProgress?.(loaded / total);
    },
    readAnswer: (status, body) => {
      if (status === 401) credentials.clear();
      return readImportAnswer(status, body) ?? undefined;
    },
  });
}

export type { ImportResult };

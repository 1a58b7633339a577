import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { companyKeys } from '../../../api/companies/keys';
import { uploadImport } from '../../../api/companies/upload-import';
import { isApiError } from '../../../lib/api-error';
import type { ImportOutcome } from '../../../lib/import-answer';

export interface UploadFailure {
  message: string;
  /** HTTP status (0 = no answer). */
  status: number;
  code: string;
}

/** One import upload at a time with its progress (0..1), result or failure. */
export function useImportUpload(companyId: string, networkErrorText: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const clear = useCallback(() => {
    setOutcome(null);
    setFailure(null);
  }, []);

  const upload = useCallback(
    async (file: File, isPreview: boolean) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setOutcome(null);
      setFailure(null);
      setProgress(0);
      try {
        const next = await uploadImport({
          companyId,
          file,
          isPreview,
          onProgress: setProgress,
          signal: controller.signal,
        });
        if (controller.signal.aborted) return;
        setOutcome(next);
        if (next.result.imported) await queryClient.invalidateQueries({ queryKey: companyKeys.all });
      } catch (error) {
        if (controller.signal.aborted) return;
        const status = isApiError(error) ? error.status : 0;
        setFailure({
          status,
          code: isApiError(error) ? error.code : 'UNKNOWN',
          message: isApiError(error) && status > 0 ? error.message : networkErrorText,
        });
      } finally {
        if (!controller.signal.aborted) setProgress(null);
      }
    },
    [companyId, networkErrorText, queryClient],
  );

  return { upload, progress, outcome, failure, setFailure, clear, busy: progress !== null };
}

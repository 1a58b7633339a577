import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { refreshQueries } from '../../lib/refresh-queries';
import { uploadFile } from '../../lib/xhr-upload';
import { PRE_CHECK_STATUS, percentOf, preCheck, type UploadRules } from './upload-checks';

export type UploadStatus = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  percent: number;
  status: UploadStatus;
}

/** What the 'Upload Fehler' dialog shows: the file, the German text and the HTTP code (0 = no answer). */
export interface UploadFailure {
  fileName: string;
  message: string;
  status: number;
}

export interface UploadQueueOptions extends UploadRules {
  url: string;
  fieldName?: string;
  typeErrorText: string;
  sizeErrorText: string;
  emptyErrorText: string;
  networkErrorText: string;
  onUploaded?: (response: unknown, file: File) => void;
  /** Queries to refetch once the queue ran empty and at least one file was uploaded. */
  refreshes?: readonly QueryKey[];
}

let nextId = 1;

/** Uploads files one after the other, with a progress entry per file and the first failure to show. */
export function useUploadQueue(options: UploadQueueOptions) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const queue = useRef<Array<{ id: number; file: File }>>([]);
  const running = useRef(false);
  const latest = useRef(options);
  latest.current = options;
  const mounted = useRef(true);
  const controller = useRef(new AbortController());

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      controller.current.abort();
      controller.current = new AbortController();
    };
  }, []);

  const patch = useCallback((id: number, change: Partial<UploadEntry>) => {
    if (mounted.current) setEntries((all) => all.map((e) => (e.id === id ? { ...e, ...change } : e)));
  }, []);

  const fail = useCallback((failure: UploadFailure) => {
    if (mounted.current) setFailures((all) => [...all, failure]);
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let uploaded = false;
    while (queue.current.length > 0 && mounted.current) {
      const { id, file } = queue.current.shift() as { id: number; file: File };
      const opts = latest.current;
      patch(id, { status: 'uploading' });
      let shown = 0;
      try {
        const response = await uploadFile({
          url: opts.url,
          file,
          fieldName: opts.fieldName,
          signal: controller.current.signal,
          onProgress: (loaded, total) => {
            const percent = percentOf(loaded, total);
            if (percent !== shown) {
              shown = percent;
              patch(id, { percent });
            }
          },
        });
        patch(id, { status: 'done', percent: 100 });
        uploaded = true;
        latest.current.onUploaded?.(response, file);
      } catch (error) {
        patch(id, { status: 'error' });
        const status = isApiError(error) ? error.status : 0;
        const message = isApiError(error) && status > 0 ? error.message : opts.networkErrorText;
        fail({ fileName: file.name, message, status });
      }
    }
    running.current = false;
    const keys = latest.current.refreshes ?? [];
    if (uploaded && keys.length > 0) void refreshQueries(queryClient, keys);
  }, [patch, fail, queryClient]);

  const add = useCallback(
    (files: readonly File[]) => {
      const opts = latest.current;
      const added: UploadEntry[] = [];
      for (const file of files) {
        const id = nextId++;
        const check = preCheck(file, { accept: opts.accept, maxBytes: opts.maxBytes });
        if (!check.ok) {
          const text = { type: opts.typeErrorText, size: opts.sizeErrorText, empty: opts.emptyErrorText }[check.reason];
          added.push({ id, name: file.name, size: file.size, percent: 0, status: 'error' });
          fail({ fileName: file.name, message: text, status: PRE_CHECK_STATUS[check.reason] });
          continue;
        }
        added.push({ id, name: file.name, size: file.size, percent: 0, status: 'queued' });
        queue.current.push({ id, file });
      }
      setEntries((all) => [...all.filter((e) => e.status !== 'done' && e.status !== 'error'), ...added]);
      void run();
    },
    [run, fail],
  );

  const dismissFailure = useCallback(() => setFailures((all) => all.slice(1)), []);
  const busy = entries.some((e) => e.status === 'queued' || e.status === 'uploading');

  return { entries, failure: failures[0] ?? null, dismissFailure, add, busy };
}

import type { ImportResult } from '@signage/shared';

/** An answer of the import call that carries a per-row result. */
export interface ImportOutcome {
  result: ImportResult;
  /** The server's message when the import was refused because of invalid rows (nothing was written). */
  refused: string | null;
}

const isResult = (value: unknown): value is ImportResult =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { rows?: unknown }).rows) &&
  typeof (value as { totals?: unknown }).totals === 'object';

/**
 * 200 is the result itself; 400 with `result` is an import refused because of invalid rows.
 * Everything else (413, 415, 400 without result …) is null: an error for the caller.
 */
export function readImportAnswer(status: number, body: unknown): ImportOutcome | null {
  if (status >= 200 && status < 300 && isResult(body)) return { result: body, refused: null };
  if (status === 400 && typeof body === 'object' && body !== null) {
    const { result, error } = body as { result?: unknown; error?: { message?: unknown } };
    if (isResult(result)) {
      return { result, refused: typeof error?.message === 'string' ? error.message : '' };
    }
  }
  return null;
}

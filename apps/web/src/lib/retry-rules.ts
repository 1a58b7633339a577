import { isApiError } from './api-error';

/** Answers that come out the same however often they are asked: an invalid offer provider answer. */
const FIXED_ANSWER_CODES: ReadonlySet<string> = new Set(['OFFER_PROVIDER_INVALID']);
/** Answers that already waited a whole deadline on the server: shown at once, the user may ask again. */
const DEADLINE_CODES: ReadonlySet<string> = new Set(['OFFER_PROVIDER_TIMEOUT']);

/** False for answers another try cannot change: a 4xx (the request itself is refused) or a fixed answer. */
export function answerCanChange(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status > 0 && error.status < 500) return false;
  return !FIXED_ANSWER_CODES.has(error.code);
}

/**
 * TanStack Query's `retry` for every query: twice more for answers that may change (no answer, 5xx),
 * never for those that cannot, nor for a deadline the server already waited out (a provider timeout
 * shows after OFFER_PROVIDER_TIMEOUT_MS, not after three of them).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!answerCanChange(error)) return false;
  if (isApiError(error) && DEADLINE_CODES.has(error.code)) return false;
  return failureCount < 2;
}

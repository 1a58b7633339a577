import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { answerCanChange, shouldRetry } from './retry-rules';

const api = (status: number, code: string) => new ApiError(status, code, 'x');

describe('retry rules of the web app', () => {
  it('retries no answer and a 5xx twice', () => {
    for (const error of [api(0, 'NETWORK'), api(503, 'OFFER_PROVIDER_UNREACHABLE'), new Error('x')]) {
      expect(shouldRetry(0, error)).toBe(true);
      expect(shouldRetry(1, error)).toBe(true);
      expect(shouldRetry(2, error)).toBe(false);
    }
  });
  it('does not retry answers that cannot change: a 4xx, an invalid provider answer', () => {
    for (const error of [api(400, 'VALIDATION'), api(404, 'NOT_FOUND'), api(502, 'OFFER_PROVIDER_INVALID')]) {
      expect(shouldRetry(0, error)).toBe(false);
      expect(answerCanChange(error)).toBe(false);
    }
  });
  it('does not repeat a provider timeout on its own, but the user may try again', () => {
    const timeout = api(503, 'OFFER_PROVIDER_TIMEOUT');
    expect(shouldRetry(0, timeout)).toBe(false);
    expect(answerCanChange(timeout)).toBe(true);
  });
});

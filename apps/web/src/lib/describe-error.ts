import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/** The German text for a failed call: the server's message, or ours when there was no answer. */
export function describeError(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 0) return t('errors.network');
    return error.message;
  }
  return t('errors.unknown');
}

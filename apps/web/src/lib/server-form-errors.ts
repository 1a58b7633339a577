import type { TFunction } from 'i18next';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { describeError } from './describe-error';
import { issuesToFieldErrors } from './field-errors';

/**
 * Puts a failed save's 400 issues next to the form fields and returns the text for the form's
 * alert: the server message (409, 403, …), or a hint to check the marked fields.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
): string {
  if (!isApiError(error) || error.issues.length === 0) return describeError(error, t);
  const { byField, rest } = issuesToFieldErrors(error.issues, fields);
  const entries = Object.entries(byField) as Array<[FieldPath<T>, string]>;
  entries.forEach(([field, message], index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  if (rest.length > 0) return rest.join(' ');
  return entries.length > 0 ? t('common.checkFields') : describeError(error, t);
}

import { ERROR_STATUS, type ErrorCode } from '@signage/shared';

/** An expected failure with a code from the shared catalogue (which fixes the HTTP status) and a German message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      /** Sent as error.details (documented per route), e.g. what a delete would take with it. */
      details?: unknown;
      /** Extra response headers (e.g. Retry-After of a 429). */
      headers?: Readonly<Record<string, string>>;
      /** Sent as error.issues: field errors found by the service, shaped like the request schema's. */
      issues?: ReadonlyArray<{ path: string; message: string }>;
    } = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'Eintrag') => new AppError('NOT_FOUND', `${what} wurde nicht gefunden.`);
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = () => new AppError('UNAUTHORIZED', 'Bitte melden Sie sich an.');
export const databaseUnavailable = () => new AppError('DATABASE_UNAVAILABLE', 'Die Datenbank ist nicht erreichbar.');

/** A 400 on one field that only the service can judge (e.g. by the record's kind), like a schema's field error. */
export const fieldError = (path: string, message: string) =>
  new AppError('VALIDATION', `Ungültige Eingabe: ${path} – ${message}`, { issues: [{ path, message }] });

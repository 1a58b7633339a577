/** An expected failure with an HTTP status and a German message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Extra response headers (e.g. Retry-After of a 429). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Eintrag') => new AppError(404, 'NOT_FOUND', `${what} wurde nicht gefunden.`);
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.') => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');

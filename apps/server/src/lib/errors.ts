/** An expected failure with an HTTP status and a German message for the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** Sent as error.details (documented per route), e.g. what a delete would take with it. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Eintrag') => new AppError(404, 'NOT_FOUND', `${what} wurde nicht gefunden.`);
export const forbidden = (message = 'Dafür fehlt Ihnen die Berechtigung.') => new AppError(403, 'FORBIDDEN', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'Bitte melden Sie sich an.');

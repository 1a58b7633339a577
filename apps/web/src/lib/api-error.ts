export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call: HTTP status (0 = no answer), the server's code and its German message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; issues?: unknown };
}

function isIssue(value: unknown): value is FieldIssue {
  if (typeof value !== 'object' || value === null) return false;
  const issue = value as Record<string, unknown>;
  return typeof issue.path === 'string' && typeof issue.message === 'string';
}

/** Reads `{ success:false, error:{ code, message, issues } }`; anything else gets the fallback text. */
export function toApiError(status: number, body: unknown, fallback: string): ApiError {
  const error = (typeof body === 'object' && body !== null ? (body as ErrorBody).error : undefined) ?? {};
  const code = typeof error.code === 'string' ? error.code : `HTTP_${status}`;
  const message = typeof error.message === 'string' && error.message ? error.message : fallback;
  const issues = Array.isArray(error.issues) ? error.issues.filter(isIssue) : [];
  return new ApiError(status, code, message, issues);
}

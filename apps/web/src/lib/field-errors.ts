import type { FieldIssue } from './api-error';

/**
 * Maps the server's 400 issues (paths such as "body.email" or "body.email.0") to form field names.
 * Issues whose field the form does not have are returned under `rest`.
 */
export function issuesToFieldErrors<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; rest: string[] } {
  const byField: Partial<Record<F, string>> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    const parts = issue.path.split('.').filter((part) => part && part !== 'body');
    const field = fields.find((name) => name === parts[0]);
    if (field && !byField[field]) byField[field] = issue.message;
    else if (!field) rest.push(issue.message);
  }
  return { byField, rest };
}

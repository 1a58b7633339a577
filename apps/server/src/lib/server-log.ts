import type { ServerLogEntry } from '@signage/shared';

const SECRET_PARAM = /token|key|code|pass|secret|auth|sig/i;
const CREDENTIALS_IN_URL = /(\w+:\/\/)[^/\s:@]+:[^/\s@]+@/g;

/** Path plus query with every credential-like parameter value replaced by ***. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...new Set(params.keys())]) {
    if (SECRET_PARAM.test(key)) params.set(key, '***');
  }
  const query = params.toString().replaceAll('%2A%2A%2A', '***');
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q);
}

/** Removes user:password@ from URLs and bearer tokens from a free text. */
export function redactText(text: string): string {
  return text.replace(CREDENTIALS_IN_URL, '$1***@').replace(/Bearer\s+\S+/gi, 'Bearer ***');
}

/** Error properties the log leaves out: a query's parameter values, PostgreSQL's copy of the row's values. */
const UNLOGGED = new Set(['params', 'detail', 'cause']);

/**
 * An error as the log shows it (the logger's `err` serializer): type, message, stack, its other properties and its
 * causes — without the values of a failed query's parameters, which drizzle also writes into its message and stack
 * (tokens, password hashes, personal data), and without PostgreSQL's `detail` (it may quote the row).
 */
export function errorForLog(err: Error, depth = 0): { type: string; message: string; stack: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  const { params } = err as { params?: unknown };
  const hide = (text = '') =>
    Array.isArray(params)
      ? text.replace(`\nparams: ${params}`, `\nparams: (${params.length} Werte, nicht protokolliert)`)
      : text;
  const shown: Record<string, unknown> = {
    type: err.constructor.name,
    message: hide(err.message),
    stack: hide(err.stack),
  };
  for (const [key, value] of Object.entries(err)) if (!UNLOGGED.has(key)) shown[key] = value;
  if (err.cause !== undefined) {
    shown.cause = err.cause instanceof Error && depth < 5 ? errorForLog(err.cause, depth + 1) : String(err.cause);
  }
  return shown as { type: string; message: string; stack: string };
}

/** The last N server log entries in memory (GET /v1/system/logs); never holds headers or bodies. */
export class ServerLog {
  private readonly entries: ServerLogEntry[] = [];
  private next = 0;

  constructor(private readonly capacity = 1000) {}

  add(entry: Partial<ServerLogEntry> & Pick<ServerLogEntry, 'time' | 'level'>): void {
    const full: ServerLogEntry = {
      reqId: null,
      method: null,
      status: null,
      durationMs: null,
      message: null,
      ...entry,
      url: entry.url ? redactUrl(entry.url) : null,
    };
    if (full.message) full.message = redactText(full.message).slice(0, 500);
    if (this.entries.length < this.capacity) this.entries.push(full);
    else this.entries[this.next] = full;
    this.next = (this.next + 1) % this.capacity;
  }

  /** Newest first. */
  list(filter: { limit: number; level?: ServerLogEntry['level']; q?: string }): ServerLogEntry[] {
    const ordered =
      this.entries.length < this.capacity
        ? [...this.entries].reverse()
        : [...this.entries.slice(0, this.next).reverse(), ...this.entries.slice(this.next).reverse()];
    const q = filter.q?.toLowerCase();
    return ordered
      .filter((e) => !filter.level || e.level === filter.level)
      .filter((e) => !q || `${e.url ?? ''} ${e.message ?? ''}`.toLowerCase().includes(q))
      .slice(0, filter.limit);
  }
}

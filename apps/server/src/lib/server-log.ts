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

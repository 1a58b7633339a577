import type { Me } from '@signage/shared';

/** SPEC §3 credentials: kept in localStorage and restored on reload when authorized. */
export interface Credentials {
  authorized: boolean;
  authToken: string | null;
  fromURL: boolean;
  data: Me | null;
}

const KEY = 'credentials';
const EMPTY: Credentials = { authorized: false, authToken: null, fromURL: false, data: null };

function read(): Credentials {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    if (!raw) return EMPTY;
    const parsed = JSON.parse(raw) as Partial<Credentials>;
    if (parsed.authorized !== true || typeof parsed.authToken !== 'string') return EMPTY;
    return {
      authorized: true,
      authToken: parsed.authToken,
      fromURL: parsed.fromURL === true,
      data: parsed.data ?? null,
    };
  } catch {
    return EMPTY;
  }
}

let current: Credentials = read();
const listeners = new Set<() => void>();

function write(next: Credentials) {
  current = next;
  try {
    if (next.authorized) globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Private mode or full storage: the session still works until reload.
  }
  for (const listener of listeners) listener();
}

export const credentials = {
  get: (): Credentials => current,
  token: (): string | null => (current.authorized ? current.authToken : null),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(authToken: string, fromURL = false) {
    write({ authorized: true, authToken, fromURL, data: null });
  },
  setData(data: Me) {
    if (current.authorized) write({ ...current, data });
  },
  clear() {
    if (current.authorized || current.authToken) write(EMPTY);
  },
};

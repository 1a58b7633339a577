/** Failed calls are published here; the global snackbar shows the latest one. */
export interface ErrorNotice {
  id: number;
  error: unknown;
}

let nextId = 1;
let latest: ErrorNotice | null = null;
const listeners = new Set<() => void>();

export const errorBus = {
  publish(error: unknown) {
    latest = { id: nextId++, error };
    for (const listener of listeners) listener();
  },
  latest: (): ErrorNotice | null => latest,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

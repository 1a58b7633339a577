/**
 * Failed calls are published here, and successful saves of a form (`saved`, from the mutations marked `saved`);
 * the global snackbar shows the latest one.
 */
export interface ErrorNotice {
  id: number;
  error: unknown;
  saved?: true;
}

let nextId = 1;
let latest: ErrorNotice | null = null;
const listeners = new Set<() => void>();

export const errorBus = {
  publish(error: unknown) {
    latest = { id: nextId++, error };
    for (const listener of listeners) listener();
  },
  /** A form was saved: 'Gespeichert.' for 6 s (SPEC §9 snackbar). */
  saved() {
    latest = { id: nextId++, error: null, saved: true };
    for (const listener of listeners) listener();
  },
  latest: (): ErrorNotice | null => latest,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

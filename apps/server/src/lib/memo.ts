/**
 * Values a module keeps per app (caches, limiters, fetchers): made on first use and kept on the context
 * (ctx.memo) instead of in module-level WeakMaps keyed by the context.
 */

/** A module-private key; it fixes the type of the value kept under it. */
export type MemoKey<T> = symbol & { readonly memoOf?: T };

export const memoKey = <T>(description: string): MemoKey<T> => Symbol(description) as MemoKey<T>;

/** The value under `key`, made by `make` on the first call of this app. */
export type Memo = <T>(key: MemoKey<T>, make: () => T) => T;

/** A fresh table of memoised values: one per app (buildApp). */
export function memoTable(): Memo {
  const made = new Map<symbol, unknown>();
  return <T>(key: MemoKey<T>, make: () => T): T => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
}

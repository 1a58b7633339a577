/** localStorage, or null where there is none or the browser blocks it (then even reading the property throws). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

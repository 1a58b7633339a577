/** The clock the player's timers run on (tests pass their own; the page uses the browser's). */
export interface TimerClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserClock: TimerClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Longest single wait: a screen that slept (or whose clock was set) notices a missed change within a
 * minute instead of waiting out a timer of many hours.
 */
export const MAX_WAIT_MS = 60_000;

/**
 * Calls `onChange` once the instant `nextAt(now)` names has come (on the clock's time), then waits for the
 * next one; null (or an instant not after now) means no change ahead, checked again every MAX_WAIT_MS.
 * Returns the stop function.
 */
export function watchChanges(
  clock: TimerClock,
  nextAt: (now: number) => number | null,
  onChange: () => void,
): () => void {
  let stopped = false;
  let handle: unknown;
  const arm = () => {
    const now = clock.now();
    const next = nextAt(now);
    const at = next !== null && next > now ? next : null;
    const wait = at === null ? MAX_WAIT_MS : Math.min(Math.max(at - now, 0), MAX_WAIT_MS);
    handle = clock.setTimeout(() => {
      if (stopped) return;
      if (at !== null && clock.now() >= at) onChange();
      arm();
    }, wait);
  };
  arm();
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}

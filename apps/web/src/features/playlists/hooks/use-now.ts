import { useEffect, useState } from 'react';

export interface ValidityWindow {
  activeFrom: number | null;
  activeTill: number | null;
}

/** Milliseconds until the next moment a window opens or closes after `now`, at most `intervalMs`. */
export function nextTickDelay(marks: readonly number[], now: number, intervalMs: number): number {
  const upcoming = marks.filter((mark) => mark >= now);
  if (upcoming.length === 0) return intervalMs;
  // +1: a window is open up to and including activeTill.
  return Math.max(1, Math.min(intervalMs, Math.min(...upcoming) - now + 1));
}

/**
 * The current time for the validity colours (SPEC §4). Read afresh whenever the windows change (a new
 * upload starts its window at the server's 'now', after this page was opened), right after a window opens
 * or closes, and at least every `intervalMs`.
 */
export function useNow(windows: readonly ValidityWindow[] = [], intervalMs = 60_000): number {
  const marks = windows
    .flatMap((w) => [w.activeFrom, w.activeTill])
    .filter((mark): mark is number => mark !== null)
    .sort((a, b) => a - b)
    .join(',');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const times = marks ? marks.split(',').map(Number) : [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      timer = setTimeout(tick, nextTickDelay(times, current, intervalMs));
    };
    tick();
    return () => clearTimeout(timer);
  }, [marks, intervalMs]);
  return now;
}

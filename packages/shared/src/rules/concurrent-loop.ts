/**
 * The loop-length limit counts what plays at the same time (issue 26 point 6): with schedules, a morning item
 * and an evening item never share a loop, so their lengths do not add up.
 */
import { hoursQuietFrom, playingWindows } from './opening-hours.js';
import type { ItemSchedule, OpeningHours } from './opening-hours-schema.js';
import { clipWindows, QUIET_LOOKAHEAD_MS, type TimeWindow } from './time-windows.js';

export interface ScheduledLoopItem {
  /** Length in the loop, in seconds. */
  seconds: number;
  schedule: ItemSchedule;
  /** The item's own from/till window, if it has one (epoch ms). */
  active?: TimeWindow;
}

/** From `after` on, the stretch that shows every state the schedules can reach (past the last date exception). */
export function patternHorizon(hours: OpeningHours | null, after: number): TimeWindow {
  return { from: after, till: Math.max(after, hoursQuietFrom(hours)) + QUIET_LOOKAHEAD_MS };
}

/** The longest loop within [from, till): at each instant the sum of the items that play then, at its highest. */
export function peakConcurrentSeconds(
  items: readonly ScheduledLoopItem[],
  hours: OpeningHours | null,
  from: number,
  till: number,
  timeZone: string,
): number {
  const changes: [at: number, seconds: number][] = [];
  for (const item of items) {
    const windows = playingWindows(item.schedule, hours, from, till, timeZone);
    const playing = item.active ? clipWindows(windows, item.active.from, item.active.till) : windows;
    for (const w of playing) changes.push([w.from, item.seconds], [w.till, -item.seconds]);
  }
  // an item ending at the instant another starts does not overlap it: ends first
  changes.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let peak = 0;
  for (const [, seconds] of changes) {
    running += seconds;
    peak = Math.max(peak, running);
  }
  return peak;
}

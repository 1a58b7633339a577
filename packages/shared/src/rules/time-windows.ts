/**
 * Stretches of time ([from, till) in epoch ms) and how a wall-clock plan (per calendar day a few minute spans)
 * becomes such stretches in a time zone. An instant belongs to the plan when the zone's clock shows, at that
 * instant, a day and a time within one of that day's spans: a span inside the hour skipped in spring holds no
 * instant that day, a span over the hour repeated in autumn holds both of its passes.
 */
import { type CalendarDate, fromDayNumber, offsetSegments, zoneOffsetMs } from './zoned-time.js';

export interface TimeWindow {
  from: number;
  till: number;
}
/** [from, till) in minutes of one calendar day (0 … 1440). */
export type MinuteSpan = readonly [number, number];
/** The minute spans of a calendar day, sorted and not overlapping. */
export type DayPlan = (date: CalendarDate) => readonly MinuteSpan[];

export const MS_PER_MINUTE = 60_000;
export const MS_PER_DAY = 86_400_000;
export const MINUTES_PER_DAY = 1440;
export const WHOLE_DAY: readonly MinuteSpan[] = [[0, MINUTES_PER_DAY]];

/** Sorted, without empty ones, overlapping and touching ones joined. */
export function mergeWindows(windows: readonly TimeWindow[]): TimeWindow[] {
  const sorted = windows.filter((w) => w.from < w.till).sort((a, b) => a.from - b.from);
  const merged: TimeWindow[] = [];
  for (const w of sorted) {
    const last = merged.at(-1);
    if (last && w.from <= last.till) last.till = Math.max(last.till, w.till);
    else merged.push({ from: w.from, till: w.till });
  }
  return merged;
}

/** The parts of the windows within [from, till). */
export function clipWindows(windows: readonly TimeWindow[], from: number, till: number): TimeWindow[] {
  return mergeWindows(windows.map((w) => ({ from: Math.max(w.from, from), till: Math.min(w.till, till) })));
}

/** The time covered by both lists. */
export function intersectWindows(a: readonly TimeWindow[], b: readonly TimeWindow[]): TimeWindow[] {
  const left = mergeWindows(a);
  return mergeWindows(b).flatMap((w) => clipWindows(left, w.from, w.till));
}

/** Each window moved `before` ms earlier at its start and `after` ms later at its end. */
export function widenWindows(windows: readonly TimeWindow[], before: number, after: number): TimeWindow[] {
  return mergeWindows(windows.map((w) => ({ from: w.from - before, till: w.till + after })));
}

export const totalMs = (windows: readonly TimeWindow[]) =>
  mergeWindows(windows).reduce((sum, w) => sum + (w.till - w.from), 0);

/** The minutes of the day outside the spans. */
export function complementSpans(spans: readonly MinuteSpan[]): MinuteSpan[] {
  const gaps: MinuteSpan[] = [];
  let at = 0;
  for (const [from, till] of spans) {
    if (from > at) gaps.push([at, from]);
    at = Math.max(at, till);
  }
  if (at < MINUTES_PER_DAY) gaps.push([at, MINUTES_PER_DAY]);
  return gaps;
}

/** Whether the zone's clock at the instant shows a time inside the plan's spans of that day. */
export function planHolds(plan: DayPlan, instant: number, timeZone: string): boolean {
  const wall = instant + zoneOffsetMs(instant, timeZone);
  const day = Math.floor(wall / MS_PER_DAY);
  const msOfDay = wall - day * MS_PER_DAY;
  return plan(fromDayNumber(day)).some(
    ([from, till]) => from * MS_PER_MINUTE <= msOfDay && msOfDay < till * MS_PER_MINUTE,
  );
}

/** The instants of [from, till) at which planHolds is true, as merged windows. */
export function planWindows(plan: DayPlan, from: number, till: number, timeZone: string): TimeWindow[] {
  const found: TimeWindow[] = [];
  for (const segment of offsetSegments(from, till, timeZone)) {
    const wallFrom = segment.from + segment.offset;
    const wallTill = segment.till + segment.offset;
    for (let day = Math.floor(wallFrom / MS_PER_DAY); day * MS_PER_DAY < wallTill; day++) {
      for (const [spanFrom, spanTill] of plan(fromDayNumber(day))) {
        const start = Math.max(day * MS_PER_DAY + spanFrom * MS_PER_MINUTE, wallFrom);
        const end = Math.min(day * MS_PER_DAY + spanTill * MS_PER_MINUTE, wallTill);
        if (start < end) found.push({ from: start - segment.offset, till: end - segment.offset });
      }
    }
  }
  return mergeWindows(found);
}

/**
 * How far ahead a change is looked for after the last day with its own rule: two weeks hold every weekday
 * twice, so a weekday span that a spring switch swallows once still shows the next week.
 */
export const QUIET_LOOKAHEAD_MS = 15 * MS_PER_DAY;

/**
 * The first instant after `after` at which membership in the windows changes, or null if it never does.
 * `windowsOf(from, till)` gives the windows of a stretch; `quietFrom` is an instant after which only the
 * weekly pattern applies (the end of the last date exception), so looking QUIET_LOOKAHEAD_MS beyond it suffices.
 * The stretch is read in pieces of QUIET_LOOKAHEAD_MS, so a far exception costs only when nothing changes before.
 */
export function nextChange(
  windowsOf: (from: number, till: number) => TimeWindow[],
  after: number,
  quietFrom: number,
): number | null {
  const horizon = Math.max(after, quietFrom) + QUIET_LOOKAHEAD_MS;
  let holds: boolean | undefined;
  for (let from = after; from < horizon; from += QUIET_LOOKAHEAD_MS) {
    const till = Math.min(from + QUIET_LOOKAHEAD_MS, horizon);
    const [first] = windowsOf(from, till);
    holds ??= first?.from === after;
    if (!holds) {
      if (first) return first.from;
    } else if (!first || first.from > from) {
      return from;
    } else if (first.till < till) {
      return first.till;
    }
  }
  return null;
}

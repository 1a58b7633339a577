/**
 * Opening hours, item schedules and screen power as pure functions of an instant and the location's zone. Opening hours
 * of null mean "none set": the location counts as always open, so items marked 'nur während der Öffnungszeiten' keep
 * playing and screens stay on, as before opening hours existed.
 */

import { DEFAULT_OFFER_TIME_ZONE } from './offer-dates.js';
import {
  type ItemSchedule,
  minutesOf,
  type OpeningException,
  type OpeningHours,
  type OpeningHoursOverride,
  type ScreenPower,
  type TimeSpan,
  WEEKDAYS,
  type Weekly,
  weekdayKey,
} from './opening-hours-schema.js';
import {
  clipWindows,
  complementSpans,
  type DayPlan,
  intersectWindows,
  type MinuteSpan,
  MS_PER_DAY,
  MS_PER_MINUTE,
  mergeWindows,
  nextChange,
  planHolds,
  planWindows,
  type TimeWindow,
  totalMs,
  WHOLE_DAY,
  widenWindows,
} from './time-windows.js';
import { type CalendarDate, isValidTimeZone, weekdayOf } from './zoned-time.js';

/** The location's own weekly hours replace the network's; date exceptions of both apply, the location's win. */
export function effectiveOpeningHours(
  networkDefault: OpeningHours | null,
  locationOverride: OpeningHoursOverride | null,
): OpeningHours | null {
  const weekly = locationOverride?.weekly ?? networkDefault?.weekly;
  if (!weekly) return null;
  const byDate = new Map<string, OpeningException>();
  for (const exception of networkDefault?.exceptions ?? []) byDate.set(exception.date, exception);
  for (const exception of locationOverride?.exceptions ?? []) byDate.set(exception.date, exception);
  const exceptions = [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
  return { weekly, exceptions };
}

/** What the schedule rules need of a location: its zone and its effective hours (null: always open). */
export interface LocationHours {
  timeZone: string;
  hours: OpeningHours | null;
}

/**
 * A location's hours from its stored columns (companies.time_zone, its network's and its own opening_hours):
 * a missing or unknown zone is Europe/Berlin, the hours as effectiveOpeningHours combines them.
 */
export function locationHoursFrom(timeZone: string | null, networkHours: unknown, ownHours: unknown): LocationHours {
  return {
    timeZone: timeZone && isValidTimeZone(timeZone) ? timeZone : DEFAULT_OFFER_TIME_ZONE,
    hours: effectiveOpeningHours(
      (networkHours ?? null) as OpeningHours | null,
      (ownHours ?? null) as OpeningHoursOverride | null,
    ),
  };
}

export const isoDateText = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

function minuteSpans(spans: readonly TimeSpan[]): MinuteSpan[] {
  return spans.map((s): MinuteSpan => [minutesOf(s.from), minutesOf(s.till)]).sort((a, b) => a[0] - b[0]);
}

function weeklyPlan(weekly: Weekly): DayPlan {
  const byDay = new Map(WEEKDAYS.map((day) => [day, minuteSpans(weekly[day] ?? [])]));
  return (date) => byDay.get(weekdayKey(weekdayOf(date))) ?? [];
}

function openingPlan(hours: OpeningHours | null): DayPlan {
  if (!hours) return () => WHOLE_DAY;
  const exceptions = new Map(hours.exceptions.map((e) => [e.date, minuteSpans(e.spans)]));
  const weekly = weeklyPlan(hours.weekly);
  return (date) => exceptions.get(isoDateText(date)) ?? weekly(date);
}

function schedulePlan(schedule: ItemSchedule, hours: OpeningHours | null): DayPlan {
  switch (schedule.kind) {
    case 'always':
      return () => WHOLE_DAY;
    case 'open':
      return openingPlan(hours);
    case 'closed': {
      const open = openingPlan(hours);
      return (date) => complementSpans(open(date));
    }
    case 'times': {
      const days = new Set(schedule.days);
      const spans = minuteSpans(schedule.spans);
      return (date) => (days.has(weekdayKey(weekdayOf(date))) ? spans : []);
    }
  }
}

/** An instant after which the hours follow only their weekly pattern (past the last date exception). */
export function hoursQuietFrom(hours: OpeningHours | null): number {
  const last = hours?.exceptions.map((e) => Date.parse(`${e.date}T00:00:00Z`)).sort((a, b) => b - a)[0];
  return last === undefined ? Number.NEGATIVE_INFINITY : last + 2 * MS_PER_DAY;
}

const usesHours = (schedule: ItemSchedule) => schedule.kind === 'open' || schedule.kind === 'closed';

export function isOpenAt(hours: OpeningHours | null, instant: number, timeZone: string): boolean {
  return planHolds(openingPlan(hours), instant, timeZone);
}

/** Whether the item's schedule lets it play at the instant (its from/till window is checked elsewhere). */
export function itemPlaysAt(
  schedule: ItemSchedule,
  hours: OpeningHours | null,
  instant: number,
  timeZone: string,
): boolean {
  return planHolds(schedulePlan(schedule, hours), instant, timeZone);
}

export function openingWindows(hours: OpeningHours | null, from: number, till: number, timeZone: string) {
  return planWindows(openingPlan(hours), from, till, timeZone);
}

/** When within [from, till) the item's schedule lets it play (e.g. the next 24 hours for a player). */
export function playingWindows(
  schedule: ItemSchedule,
  hours: OpeningHours | null,
  from: number,
  till: number,
  timeZone: string,
): TimeWindow[] {
  return planWindows(schedulePlan(schedule, hours), from, till, timeZone);
}

/** When within [from, till) the screen should be on. */
export function onWindows(
  power: ScreenPower,
  hours: OpeningHours | null,
  from: number,
  till: number,
  timeZone: string,
): TimeWindow[] {
  if (power.kind === 'always') return mergeWindows([{ from, till }]);
  if (power.kind === 'own') return planWindows(weeklyPlan(power.weekly), from, till, timeZone);
  const before = power.before * MS_PER_MINUTE;
  const after = power.after * MS_PER_MINUTE;
  const open = openingWindows(hours, from - after, till + before, timeZone);
  return clipWindows(widenWindows(open, before, after), from, till);
}

export function screenOnAt(power: ScreenPower, hours: OpeningHours | null, instant: number, timeZone: string) {
  return onWindows(power, hours, instant, instant + 1, timeZone).length > 0;
}

/** How much of [from, till) the screen should have been on, in ms. */
export function onTimeMs(power: ScreenPower, hours: OpeningHours | null, from: number, till: number, timeZone: string) {
  return totalMs(onWindows(power, hours, from, till, timeZone));
}

/** How much of [from, till) the screen was offline while it should have been on, in ms. */
export function offlineMs(
  power: ScreenPower,
  hours: OpeningHours | null,
  offlineSpans: readonly TimeWindow[],
  from: number,
  till: number,
  timeZone: string,
): number {
  const offline = clipWindows(offlineSpans, from, till);
  return totalMs(intersectWindows(onWindows(power, hours, from, till, timeZone), offline));
}

/** The next instant after `after` at which isOpenAt changes, or null if it never does. */
export function nextOpeningBoundary(hours: OpeningHours | null, after: number, timeZone: string) {
  return nextChange((from, till) => openingWindows(hours, from, till, timeZone), after, hoursQuietFrom(hours));
}

/** The next instant after `after` at which itemPlaysAt changes for any of the schedules, or null if never. */
export function nextBoundary(
  schedules: readonly ItemSchedule[],
  hours: OpeningHours | null,
  after: number,
  timeZone: string,
): number | null {
  let next: number | null = null;
  const seen = new Set<string>();
  for (const schedule of schedules) {
    const key = JSON.stringify(schedule);
    if (seen.has(key)) continue;
    seen.add(key);
    const quietFrom = usesHours(schedule) ? hoursQuietFrom(hours) : Number.NEGATIVE_INFINITY;
    const windowsOf = (from: number, till: number) => playingWindows(schedule, hours, from, till, timeZone);
    const change = nextChange(windowsOf, after, quietFrom);
    if (change !== null && (next === null || change < next)) next = change;
  }
  return next;
}

/** The next instant after `after` at which screenOnAt changes, or null if it never does. */
export function nextPowerBoundary(power: ScreenPower, hours: OpeningHours | null, after: number, timeZone: string) {
  const margins = power.kind === 'hours' ? (power.before + power.after) * MS_PER_MINUTE : 0;
  const quietFrom = power.kind === 'hours' ? hoursQuietFrom(hours) + margins : Number.NEGATIVE_INFINITY;
  return nextChange((from, till) => onWindows(power, hours, from, till, timeZone), after, quietFrom);
}

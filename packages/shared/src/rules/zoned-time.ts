/**
 * Calendar days and wall-clock times in an IANA time zone, with Intl only (no date library): the
 * offset of a zone at an instant comes from Intl.DateTimeFormat, which knows the summer/winter switches.
 */

/** A day in the calendar (month 1–12), without time or zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  // Stryker disable next-line ConditionalExpression: a cache only; a new formatter gives the same parts
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name Intl knows ('Europe/Berlin', 'UTC' …). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of the zone at an instant. */
function wallClock(epochMs: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(epochMs))) {
    // Stryker disable next-line ConditionalExpression,StringLiteral: a stored 'literal' part is never read
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

/** Offset of the zone from UTC at an instant, in ms (Berlin: +1 h in winter, +2 h in summer). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const w = wallClock(epochMs, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (epochMs - (((epochMs % 1000) + 1000) % 1000));
}

/** The calendar day in the zone at an instant (e.g. "today" for the location). */
export function calendarDateAt(epochMs: number, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(epochMs, timeZone);
  return { year, month, day };
}

/**
 * The instant the zone's clocks show the given day and time. A time that occurs twice (end of summer
 * time) maps to the first one; a time skipped by the switch to summer time is moved on by the length
 * of the gap (02:30 → 03:30 in Berlin), as Temporal's 'compatible' disambiguation does.
 */
export function zonedTimeToEpoch(date: CalendarDate, hour: number, minute: number, timeZone: string): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = wall - zoneOffsetMs(wall - MS_PER_DAY, timeZone);
  const after = wall - zoneOffsetMs(wall + MS_PER_DAY, timeZone);
  const shows = (t: number) => t + zoneOffsetMs(t, timeZone) === wall;
  if (shows(before) && shows(after)) return Math.min(before, after);
  if (shows(after)) return after;
  return before; // shows the wall time, or (in a gap) the time moved on by the gap
}

/** Days since 1970-01-01 (for comparing and counting days). */
export const dayNumber = (d: CalendarDate) => Math.round(Date.UTC(d.year, d.month - 1, d.day) / MS_PER_DAY);

export function fromDayNumber(n: number): CalendarDate {
  const date = new Date(n * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export const addDays = (d: CalendarDate, days: number) => fromDayNumber(dayNumber(d) + days);

/** Whether the numbers name a real day (31.02. and 29.02. outside leap years do not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // years 0–99 would otherwise mean 1900–1999
  // month 0 or 13, day 0 or 32 roll over into another month or day, so the round trip refuses them
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Weekday of a calendar day: 0 = Sunday … 6 = Saturday (as Date.getUTCDay). */
export const weekdayOf = (d: CalendarDate) => (((dayNumber(d) + 4) % 7) + 7) % 7;

/** A stretch of time [from, till) in which the zone's offset stays `offset` ms. */
export interface OffsetSegment {
  from: number;
  till: number;
  offset: number;
}

/** The first instant in (lo, hi] whose offset differs from the one at lo (the offset at hi differs). */
function switchInstant(lo: number, hi: number, timeZone: string): number {
  const before = zoneOffsetMs(lo, timeZone);
  let [a, b] = [lo, hi];
  while (b - a > 1) {
    const mid = Math.floor((a + b) / 2);
    if (zoneOffsetMs(mid, timeZone) === before) a = mid;
    else b = mid;
  }
  return b;
}

/**
 * Cuts [from, till) into the stretches of constant offset (a summer/winter switch starts a new one).
 * Zones switch at most once a day, so each day-long piece is bisected at most once.
 */
export function offsetSegments(from: number, till: number, timeZone: string): OffsetSegment[] {
  const segments: OffsetSegment[] = [];
  const add = (a: number, b: number) => {
    const offset = zoneOffsetMs(a, timeZone);
    const last = segments.at(-1);
    if (last && last.offset === offset && last.till === a) last.till = b;
    else segments.push({ from: a, till: b, offset });
  };
  for (let a = from; a < till; a += MS_PER_DAY) {
    const b = Math.min(a + MS_PER_DAY, till);
    if (zoneOffsetMs(a, timeZone) === zoneOffsetMs(b - 1, timeZone)) {
      add(a, b);
      continue;
    }
    const at = switchInstant(a, b - 1, timeZone);
    add(a, at);
    add(at, b);
  }
  return segments;
}

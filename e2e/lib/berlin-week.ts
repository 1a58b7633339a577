import { zoneOffsetMs } from '@signage/shared';

export const BERLIN = 'Europe/Berlin';
const DAY = 86_400_000;

/**
 * A Monday (as a UTC date) at least two days ahead of the real date: items uploaded now (activeFrom = the
 * upload) play at every instant of a test on the page's controlled clock. A fixed date would pass by.
 */
const MONDAY = (() => {
  const soon = new Date(Date.now() + 2 * DAY);
  const sinceMonday = (soon.getUTCDay() + 6) % 7;
  return Date.UTC(soon.getUTCFullYear(), soon.getUTCMonth(), soon.getUTCDate() + 7 - sinceMonday);
})();

/** An instant given as the Berlin wall clock of that week (day 0: the Monday). */
export function berlin(day: number, hour: number, minute = 0, second = 0): number {
  const wall = MONDAY + day * DAY + ((hour * 60 + minute) * 60 + second) * 1000;
  return wall - zoneOffsetMs(wall, BERLIN);
}

/** Opening hours Monday to Friday, one span a day. */
export const weekdays = (from: string, till: string) =>
  Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr'].map((day) => [day, [{ from, till }]]));

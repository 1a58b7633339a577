import { calendarDateAt, isoDateText, REPORT_TIME_ZONE } from '@signage/shared';

const HOUR_MS = 3_600_000;

/** A play's hour (UTC, ISO) and its calendar day in REPORT_TIME_ZONE (whole-hour offsets: one day per hour). */
const hours = new Map<number, { hour: string; day: string }>();
export function hourAndDay(start: number) {
  const at = Math.floor(start / HOUR_MS) * HOUR_MS;
  let found = hours.get(at);
  if (!found) {
    if (hours.size >= 100_000) hours.clear();
    found = { hour: new Date(at).toISOString(), day: isoDateText(calendarDateAt(at, REPORT_TIME_ZONE)) };
    hours.set(at, found);
  }
  return found;
}

import { calendarDateAt, REPORT_TIME_ZONE } from '@signage/shared';

/** The period choices of the report page, as ISO days (the server counts days in German time). */
export type PeriodKey = 'last7' | 'last30' | 'thisMonth' | 'lastMonth' | 'custom';

const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Today as the server counts report days (Europe/Berlin), as a Date of that calendar day: a browser in another
 * zone (or a clock past midnight in Berlin but not yet in UTC) would otherwise ask for yesterday's period.
 */
export function reportToday(nowMs: number = Date.now()): Date {
  const { year, month, day } = calendarDateAt(nowMs, REPORT_TIME_ZONE);
  return new Date(year, month - 1, day);
}

/** From and to (inclusive) of a preset, counted from `today` (a calendar day: `reportToday()`). */
export function periodOf(key: Exclude<PeriodKey, 'custom'>, today: Date): { from: string; to: string } {
  const y = today.getFullYear();
  const m = today.getMonth();
  const d = today.getDate();
  switch (key) {
    case 'last7':
      return { from: iso(new Date(y, m, d - 6)), to: iso(today) };
    case 'last30':
      return { from: iso(new Date(y, m, d - 29)), to: iso(today) };
    case 'thisMonth':
      return { from: iso(new Date(y, m, 1)), to: iso(today) };
    case 'lastMonth':
      return { from: iso(new Date(y, m - 1, 1)), to: iso(new Date(y, m, 0)) };
  }
}

/** '2026-05-31' → '31.05.' (chart axis). */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.`;

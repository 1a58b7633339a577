/** The week view of opening hours: one row per day of a calendar week, exceptions applied. */
import {
  addDays,
  type CalendarDate,
  calendarDateAt,
  type HoursSource,
  isoDateText,
  minutesOf,
  type SourcedOpeningHours,
  type TimeSpan,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from '@signage/shared';

export interface WeekRow {
  day: Weekday;
  /** 'JJJJ-MM-TT'. */
  date: string;
  spans: TimeSpan[];
  /** Whose hours these are; null when no hours are set (always open). */
  from: HoursSource | null;
  /** A date exception (holiday, short day) rather than the weekday's hours. */
  exception: boolean;
  note?: string;
}

const parse = (date: string): CalendarDate => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/** The Monday of the week of a 'JJJJ-MM-TT' date. */
export function mondayOf(date: string): string {
  const d = parse(date);
  return isoDateText(addDays(d, -((weekdayOf(d) + 6) % 7)));
}

export const shiftWeek = (monday: string, weeks: number) => isoDateText(addDays(parse(monday), weeks * 7));

/** Today's date in the zone. */
export const todayIn = (timeZone: string, now = Date.now()) => isoDateText(calendarDateAt(now, timeZone));

/** Mo–So of the week starting at `monday`: the weekday's spans, or the date's exception. */
export function weekRows(hours: SourcedOpeningHours | null, monday: string): WeekRow[] {
  const start = parse(mondayOf(monday));
  const exceptions = new Map((hours?.exceptions ?? []).map((e) => [e.date, e]));
  return WEEKDAYS.map((day, i) => {
    const date = isoDateText(addDays(start, i));
    const exception = exceptions.get(date);
    if (exception)
      return { day, date, spans: exception.spans, from: exception.from, exception: true, note: exception.note };
    return { day, date, spans: hours?.weekly[day] ?? [], from: hours ? hours.weeklyFrom : null, exception: false };
  });
}

/** Where a span sits on the 0–24 h bar, in percent. */
export function barOf(span: TimeSpan): { left: number; width: number } {
  const [from, till] = [minutesOf(span.from), minutesOf(span.till)];
  return { left: (from / 1440) * 100, width: (Math.max(0, till - from) / 1440) * 100 };
}

/** '9:00–13:00, 14:00–18:30' in German wording. */
export const spansText = (spans: readonly TimeSpan[]) =>
  [...spans]
    .sort((a, b) => minutesOf(a.from) - minutesOf(b.from))
    .map((span) => `${span.from}–${span.till}`)
    .join(', ');

/** '24.12.' of a 'JJJJ-MM-TT' date; with the year: '24.12.2026'. */
export const dateLabel = (date: string, withYear = false) =>
  `${date.slice(8, 10)}.${date.slice(5, 7)}.${withYear ? date.slice(0, 4) : ''}`;

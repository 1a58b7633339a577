/**
 * The opening-hours form as pure functions: the draft a network or location edits, the changes the buttons make, what
 * is saved, and where each error is shown. The checks are the shared schema's, so the form says what the server would
 * say.
 */
import {
  type GermanState,
  MAX_SPANS_PER_DAY,
  minutesOf,
  type OpeningException,
  type OpeningHours,
  type OpeningHoursSave,
  type OpeningHoursView,
  openingHoursSave,
  type SourcedOpeningHours,
  sourcedOpeningHours,
  type TimeSpan,
  WEEKDAYS,
  type Weekday,
  type Weekly,
  withHolidays,
} from '@signage/shared';

export type DayDraft = Record<Weekday, TimeSpan[]>;

export interface HoursDraft {
  /** A location: take the network's week instead of an own one (its own exceptions still apply). */
  inherit: boolean;
  /** Every weekday; an empty list is a closed day. */
  weekly: DayDraft;
  /** The company's own date exceptions (spans [] = geschlossen). */
  exceptions: OpeningException[];
  holidayState: GermanState | '';
}

const WORKDAYS: readonly Weekday[] = ['mo', 'di', 'mi', 'do', 'fr'];
export const DEFAULT_SPAN: TimeSpan = { from: '09:00', till: '18:00' };

const fullWeek = (weekly: Weekly | undefined): DayDraft =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, [...(weekly?.[day] ?? [])]])) as DayDraft;

/**
 * The draft of what the server answered. A location that inherits starts its own week from the network's,
 * so switching to own hours changes only what differs.
 */
export function draftOf(view: OpeningHoursView): HoursDraft {
  const isNetwork = view.isMother === 1;
  const ownWeek = view.own?.weekly;
  return {
    inherit: !isNetwork && !ownWeek,
    weekly: fullWeek(ownWeek ?? view.networkHours?.weekly),
    exceptions: byDate(view.own?.exceptions ?? []),
    holidayState: view.holidayState ?? '',
  };
}

/** The week as stored: closed days are left out (a missing day is closed). */
function compactWeek(weekly: DayDraft): Weekly {
  return Object.fromEntries(WEEKDAYS.filter((day) => weekly[day].length > 0).map((day) => [day, weekly[day]]));
}

const byDate = (exceptions: readonly OpeningException[]) =>
  [...exceptions].sort((a, b) => a.date.localeCompare(b.date));

/** An empty note is no note. */
const cleanNote = ({ note, ...exception }: OpeningException): OpeningException =>
  note?.trim() ? { ...exception, note } : exception;

/**
 * The POST body: a network's whole hours; a location's own week (unless it inherits) and own exceptions, in the
 * draft's order (so that an error's index is the row's).
 */
export function toSave(draft: HoursDraft, isNetwork: boolean): OpeningHoursSave {
  const exceptions = draft.exceptions.map(cleanNote);
  const weekly = compactWeek(draft.weekly);
  const hours = isNetwork || !draft.inherit ? { weekly, exceptions } : { exceptions };
  return { hours, holidayState: draft.holidayState };
}

/** What the week view shows for the draft: the hours that would apply, with their source. */
export function previewOf(draft: HoursDraft, view: OpeningHoursView): SourcedOpeningHours | null {
  const body = toSave(draft, view.isMother === 1);
  return sourcedOpeningHours(view.isMother === 1 ? null : view.networkHours, body.hours ?? null);
}

/** A field's key in the error map: the schema's path below the body ('weekly.mo.1.till', 'exceptions.0.date'). */
export const fieldKey = (path: ReadonlyArray<string | number | symbol>) => path.map(String).join('.');

/** The first message per field of the shared check; empty when the draft can be saved. */
export function checkDraft(draft: HoursDraft, isNetwork: boolean): Record<string, string> {
  const checked = openingHoursSave.safeParse(toSave(draft, isNetwork));
  if (checked.success) return {};
  return errorMap(checked.error.issues.map((issue) => ({ path: fieldKey(issue.path), message: issue.message })));
}

/** The server's issues ('body.hours.weekly.mo.0.till') by field key ('weekly.mo.0.till'). */
export function errorMap(issues: ReadonlyArray<{ path: string; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.replace(/^body\.?/, '').replace(/^hours\.?/, '') || 'hours';
    out[key] ??= issue.message;
  }
  return out;
}

const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The span the '+' of a day adds: 09:00–18:00 on a closed day, else one hour after the last span (up to 4 h). */
export function nextSpan(spans: readonly TimeSpan[]): TimeSpan | null {
  if (spans.length >= MAX_SPANS_PER_DAY) return null;
  const last = [...spans].sort((a, b) => minutesOf(a.till) - minutesOf(b.till)).at(-1);
  if (!last) return DEFAULT_SPAN;
  const end = minutesOf(last.till);
  if (!/^\d\d:\d\d$/.test(last.till) || Number.isNaN(end) || end >= 24 * 60) return null;
  const from = Math.min(end + 60, 23 * 60);
  return { from: timeText(from), till: timeText(Math.min(from + 4 * 60, 24 * 60)) };
}

export const withDay = (draft: HoursDraft, day: Weekday, spans: TimeSpan[]): HoursDraft => ({
  ...draft,
  weekly: { ...draft.weekly, [day]: spans },
});

export function addSpan(draft: HoursDraft, day: Weekday): HoursDraft {
  const next = nextSpan(draft.weekly[day]);
  return next ? withDay(draft, day, [...draft.weekly[day], next]) : draft;
}

export const withoutSpan = (spans: readonly TimeSpan[], index: number): TimeSpan[] =>
  spans.filter((_, i) => i !== index);

export const setSpan = (spans: readonly TimeSpan[], index: number, change: Partial<TimeSpan>): TimeSpan[] =>
  spans.map((span, i) => (i === index ? { ...span, ...change } : span));

/** 'auf Mo–Fr kopieren': the day's spans on every workday. */
export function copyToWorkdays(draft: HoursDraft, day: Weekday): HoursDraft {
  const weekly = { ...draft.weekly };
  for (const workday of WORKDAYS) weekly[workday] = draft.weekly[day].map((span) => ({ ...span }));
  return { ...draft, weekly };
}

/** A new exception: the first day after the last one listed (or today), closed. */
export function addException(draft: HoursDraft, today: string): HoursDraft {
  const taken = new Set(draft.exceptions.map((e) => e.date));
  let date = today;
  while (taken.has(date)) date = nextDate(date);
  return { ...draft, exceptions: [...draft.exceptions, { date, spans: [], note: '' }] };
}

const nextDate = (date: string) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
};

export const setException = (draft: HoursDraft, index: number, change: Partial<OpeningException>): HoursDraft => ({
  ...draft,
  exceptions: draft.exceptions.map((e, i) => (i === index ? { ...e, ...change } : e)),
});

export const removeException = (draft: HoursDraft, index: number): HoursDraft => ({
  ...draft,
  exceptions: draft.exceptions.filter((_, i) => i !== index),
});

/**
 * 'Feiertage übernehmen': the state's public holidays of the year as closed days (the shared holiday library);
 * a date that already has an exception keeps it. Returns the new draft and how many days were added.
 */
export function takeOverHolidays(draft: HoursDraft, state: GermanState, year: number) {
  const hours: OpeningHours = { weekly: {}, exceptions: draft.exceptions };
  const { exceptions } = withHolidays(hours, state, year);
  return {
    draft: { ...draft, holidayState: state, exceptions },
    added: exceptions.length - draft.exceptions.length,
  };
}

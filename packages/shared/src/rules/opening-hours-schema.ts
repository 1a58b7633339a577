/**
 * Opening hours, item schedules and screen power: the shapes and their checks.
 *
 * A span is a wall-clock stretch of one day, from 'HH:MM' (inclusive) till 'HH:MM' (exclusive) in the
 * location's zone. A span does NOT cross midnight: till is after from, and '24:00' means the end of the day;
 * a night is written as two spans (Fr 22:00–24:00 and Sa 00:00–02:00), which join without a break.
 */
import { z } from 'zod';
import { isRealDate } from './zoned-time.js';

export const WEEKDAYS = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mo: 'Mo',
  di: 'Di',
  mi: 'Mi',
  do: 'Do',
  fr: 'Fr',
  sa: 'Sa',
  so: 'So',
};
/** The key of a weekday given as Date.getUTCDay() (0 = Sunday). */
export const weekdayKey = (utcDay: number): Weekday => WEEKDAYS[(utcDay + 6) % 7] as Weekday;

/** More spans than this on one day is a typing error, not a shop's hours. */
export const MAX_SPANS_PER_DAY = 6;
/** Date exceptions per opening-hours record (holidays of a few years and more). */
export const MAX_EXCEPTIONS = 400;
/** Longest lead/lag of a screen's on-time around the opening hours, in minutes. */
export const MAX_POWER_MARGIN_MINUTES = 240;

const TIME_MESSAGE = 'Uhrzeit im Format HH:MM angeben (00:00 bis 24:00)';
const TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Minutes since midnight of an 'HH:MM' text ('24:00' → 1440). */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export const timeOfDay = z.string({ error: TIME_MESSAGE }).regex(TIME_PATTERN, { error: TIME_MESSAGE });

export const timeSpanSchema = z.object({ from: timeOfDay, till: timeOfDay }).superRefine((span, ctx) => {
  if (!TIME_PATTERN.test(span.from) || !TIME_PATTERN.test(span.till)) return;
  const [from, till] = [minutesOf(span.from), minutesOf(span.till)];
  if (from === till) {
    ctx.addIssue({ code: 'custom', path: ['till'], message: 'Die Zeitspanne ist leer: Ende gleich Beginn' });
  } else if (till < from) {
    ctx.addIssue({
      code: 'custom',
      path: ['till'],
      message: 'Das Ende muss nach dem Beginn liegen (über Mitternacht: bis 24:00 und am Folgetag ab 00:00)',
    });
  }
});
export type TimeSpan = z.infer<typeof timeSpanSchema>;

const spanText = (span: TimeSpan) => `${span.from}–${span.till}`;

/** The spans of one day: at most MAX_SPANS_PER_DAY, none overlapping (touching is fine). */
export const spanListSchema = z
  .array(timeSpanSchema, { error: 'Eine Liste von Zeitspannen angeben' })
  .max(MAX_SPANS_PER_DAY, { error: `Höchstens ${MAX_SPANS_PER_DAY} Zeitspannen pro Tag` })
  .superRefine((spans, ctx) => {
    const order = spans.map((_, index) => index).sort((a, b) => cmpFrom(spans[a], spans[b]));
    for (let k = 1; k < order.length; k++) {
      const [earlier, later] = [spans[order[k - 1] as number], spans[order[k] as number]];
      if (!earlier || !later || minutesOf(later.from) >= minutesOf(earlier.till)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [order[k] as number],
        message: `Zeitspannen überschneiden sich: ${spanText(earlier)} und ${spanText(later)}`,
      });
    }
  });

function cmpFrom(a: TimeSpan | undefined, b: TimeSpan | undefined): number {
  return minutesOf(a?.from ?? '') - minutesOf(b?.from ?? '');
}

const weekdayList = WEEKDAYS.join(', ');
/** Per weekday ('mo' … 'so') a list of spans; a missing or empty day is closed. */
export const weeklySchema = z.strictObject(
  Object.fromEntries(WEEKDAYS.map((day) => [day, spanListSchema.optional()])) as Record<
    Weekday,
    z.ZodOptional<typeof spanListSchema>
  >,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unbekannter Wochentag: ${issue.keys.join(', ')} (erlaubt: ${weekdayList})`
        : 'Wochentage mit ihren Zeitspannen angeben',
  },
);
export type Weekly = z.infer<typeof weeklySchema>;

const DATE_MESSAGE = 'Datum im Format JJJJ-MM-TT angeben';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists; a text in another format gets only the format message. */
const isRealDateText = (text: string) =>
  !DATE_PATTERN.test(text) || isRealDate(Number(text.slice(0, 4)), Number(text.slice(5, 7)), Number(text.slice(8, 10)));
export const isoDateSchema = z
  .string({ error: DATE_MESSAGE })
  .regex(DATE_PATTERN, { error: DATE_MESSAGE })
  .refine(isRealDateText, { error: 'Dieses Datum gibt es nicht' });

/** One day that differs from its weekday: its own spans, or none (closed all day). */
export const openingExceptionSchema = z.object({
  date: isoDateSchema,
  spans: spanListSchema,
  note: z.string().trim().max(100, { error: 'Höchstens 100 Zeichen' }).optional(),
});
export type OpeningException = z.infer<typeof openingExceptionSchema>;

export const exceptionListSchema = z
  .array(openingExceptionSchema)
  .max(MAX_EXCEPTIONS, { error: `Höchstens ${MAX_EXCEPTIONS} Ausnahmen` })
  .superRefine((exceptions, ctx) => {
    const seen = new Set<string>();
    exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'date'],
          message: 'Für dieses Datum gibt es schon eine Ausnahme',
        });
      }
      seen.add(exception.date);
    });
  });

export const openingHoursSchema = z.object({ weekly: weeklySchema, exceptions: exceptionListSchema.default([]) });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** What a location sets of its own; the rest comes from its network (see effectiveOpeningHours). */
export const openingHoursOverrideSchema = z.object({
  weekly: weeklySchema.optional(),
  exceptions: exceptionListSchema.optional(),
});
export type OpeningHoursOverride = z.infer<typeof openingHoursOverrideSchema>;

const uniqueDays = (days: readonly string[]) => new Set(days).size === days.length;

export const itemScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('always') }),
    z.object({
      kind: z.literal('times'),
      days: z
        .array(z.enum(WEEKDAYS, { error: `Unbekannter Wochentag (erlaubt: ${weekdayList})` }))
        .min(1, { error: 'Mindestens einen Wochentag wählen' })
        .refine(uniqueDays, { error: 'Jeder Wochentag nur einmal' }),
      spans: spanListSchema.min(1, { error: 'Mindestens eine Zeitspanne angeben' }),
    }),
    z.object({ kind: z.literal('open') }),
    z.object({ kind: z.literal('closed') }),
  ],
  { error: 'Unbekannte Art des Zeitplans' },
);
export type ItemSchedule = z.infer<typeof itemScheduleSchema>;
export const ALWAYS: ItemSchedule = { kind: 'always' };

const margin = z
  .number({ error: 'Minuten als Zahl angeben' })
  .int({ error: 'Ganze Minuten angeben' })
  .min(0, { error: 'Nicht negativ' })
  .max(MAX_POWER_MARGIN_MINUTES, { error: `Höchstens ${MAX_POWER_MARGIN_MINUTES} Minuten` });

export const screenPowerSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('hours'), before: margin.default(30), after: margin.default(30) }),
    z.object({ kind: z.literal('always') }),
    z.object({ kind: z.literal('own'), weekly: weeklySchema }),
  ],
  { error: 'Unbekannte Art der Einschaltzeit' },
);
export type ScreenPower = z.infer<typeof screenPowerSchema>;
/** The default: on from 30 minutes before opening till 30 minutes after closing. */
export const DEFAULT_SCREEN_POWER: ScreenPower = { kind: 'hours', before: 30, after: 30 };

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  DEFAULT_SCREEN_POWER,
  itemScheduleSchema,
  MAX_SPANS_PER_DAY,
  minutesOf,
  openingHoursOverrideSchema,
  openingHoursSchema,
  screenPowerSchema,
  weekdayKey,
} from './opening-hours-schema.js';

/** The issues of a refused value as 'path: message'. */
function issues(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  expect(result.success, 'the value is refused').toBe(false);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
const span = (from: string, till: string) => ({ from, till });

describe('opening hours schema', () => {
  it('accepts weekdays with spans, touching spans, 24:00 as the end of a day and date exceptions', () => {
    const hours = {
      weekly: { mo: [span('14:00', '18:30'), span('09:00', '14:00')], sa: [span('22:00', '24:00')], so: [] },
      exceptions: [
        { date: '2026-12-24', spans: [span('09:00', '12:00')], note: 'Heiligabend' },
        { date: '2028-02-29', spans: [] },
      ],
    };
    expect(openingHoursSchema.parse(hours)).toEqual(hours);
    expect(openingHoursSchema.parse({ weekly: {} })).toEqual({ weekly: {}, exceptions: [] });
  });
  it('refuses overlapping, empty and reversed spans on the field, in German', () => {
    expect(issues(openingHoursSchema, { weekly: { mo: [span('09:00', '13:00'), span('12:00', '14:00')] } })).toEqual([
      'weekly.mo.1: Zeitspannen überschneiden sich: 09:00–13:00 und 12:00–14:00',
    ]);
    expect(issues(openingHoursSchema, { weekly: { di: [span('09:00', '09:00')] } })).toEqual([
      'weekly.di.0.till: Die Zeitspanne ist leer: Ende gleich Beginn',
    ]);
    expect(issues(openingHoursSchema, { weekly: { fr: [span('22:00', '02:00')] } })).toEqual([
      'weekly.fr.0.till: Das Ende muss nach dem Beginn liegen (über Mitternacht: bis 24:00 und am Folgetag ab 00:00)',
    ]);
  });
  it('refuses an unknown weekday, too many spans and bad times', () => {
    expect(issues(openingHoursSchema, { weekly: { mo: [], xx: [] } })).toEqual([
      'weekly: Unbekannter Wochentag: xx (erlaubt: mo, di, mi, do, fr, sa, so)',
    ]);
    const many = Array.from({ length: MAX_SPANS_PER_DAY + 1 }, (_, i) => span(`0${i}:00`, `0${i}:30`));
    expect(issues(openingHoursSchema, { weekly: { mo: many } })).toEqual([
      'weekly.mo: Höchstens 6 Zeitspannen pro Tag',
    ]);
    for (const bad of ['9:00', '24:30', '12:60', '25:00', 'mittags', '']) {
      expect(issues(openingHoursSchema, { weekly: { mo: [span(bad, '23:00')] } })).toEqual([
        'weekly.mo.0.from: Uhrzeit im Format HH:MM angeben (00:00 bis 24:00)',
      ]);
    }
    expect(issues(openingHoursSchema, { weekly: { mo: [{ from: 9, till: '12:00' }] } })).toEqual([
      'weekly.mo.0.from: Uhrzeit im Format HH:MM angeben (00:00 bis 24:00)',
    ]);
  });
  it('refuses impossible and doubled dates', () => {
    expect(issues(openingHoursSchema, { weekly: {}, exceptions: [{ date: '2027-02-29', spans: [] }] })).toEqual([
      'exceptions.0.date: Dieses Datum gibt es nicht',
    ]);
    expect(issues(openingHoursSchema, { weekly: {}, exceptions: [{ date: '24.12.2026', spans: [] }] })).toEqual([
      'exceptions.0.date: Datum im Format JJJJ-MM-TT angeben',
    ]);
    const twice = { date: '2026-12-24', spans: [] };
    expect(issues(openingHoursSchema, { weekly: {}, exceptions: [twice, twice] })).toEqual([
      'exceptions.1.date: Für dieses Datum gibt es schon eine Ausnahme',
    ]);
  });
  it("lets a location's override leave out the weekly hours or the exceptions, with the same checks", () => {
    expect(openingHoursOverrideSchema.parse({})).toEqual({});
    expect(openingHoursOverrideSchema.parse({ exceptions: [{ date: '2026-12-31', spans: [] }] })).toEqual({
      exceptions: [{ date: '2026-12-31', spans: [] }],
    });
    expect(issues(openingHoursOverrideSchema, { weekly: { so: [span('10:00', '09:00')] } })).toEqual([
      'weekly.so.0.till: Das Ende muss nach dem Beginn liegen (über Mitternacht: bis 24:00 und am Folgetag ab 00:00)',
    ]);
  });
  it('reads times as minutes and weekdays from Date.getUTCDay', () => {
    expect([minutesOf('00:00'), minutesOf('09:30'), minutesOf('24:00')]).toEqual([0, 570, 1440]);
    expect([weekdayKey(0), weekdayKey(1), weekdayKey(6)]).toEqual(['so', 'mo', 'sa']);
  });
});

describe('item schedule and screen power schemas', () => {
  it('accepts the four kinds of schedule', () => {
    for (const schedule of [
      { kind: 'always' },
      { kind: 'open' },
      { kind: 'closed' },
      { kind: 'times', days: ['mo', 'fr'], spans: [span('07:00', '10:00')] },
    ]) {
      expect(itemScheduleSchema.parse(schedule)).toEqual(schedule);
    }
  });
  it('refuses an unknown kind, unknown or doubled weekdays and a schedule without days or spans', () => {
    expect(issues(itemScheduleSchema, { kind: 'nachts' })).toEqual(['kind: Unbekannte Art des Zeitplans']);
    const times = { kind: 'times', days: ['mo'], spans: [span('07:00', '10:00')] };
    expect(issues(itemScheduleSchema, { ...times, days: ['mo', 'montag'] })).toEqual([
      'days.1: Unbekannter Wochentag (erlaubt: mo, di, mi, do, fr, sa, so)',
    ]);
    expect(issues(itemScheduleSchema, { ...times, days: ['mo', 'mo'] })).toEqual(['days: Jeder Wochentag nur einmal']);
    expect(issues(itemScheduleSchema, { ...times, days: [] })).toEqual(['days: Mindestens einen Wochentag wählen']);
    expect(issues(itemScheduleSchema, { ...times, spans: [] })).toEqual(['spans: Mindestens eine Zeitspanne angeben']);
  });
  it('fills in the 30 minutes of the default power and refuses margins outside 0–240 minutes', () => {
    expect(screenPowerSchema.parse({ kind: 'hours' })).toEqual(DEFAULT_SCREEN_POWER);
    expect(screenPowerSchema.parse({ kind: 'own', weekly: { mo: [span('06:00', '22:00')] } }).kind).toBe('own');
    expect(issues(screenPowerSchema, { kind: 'hours', before: -5 })).toEqual(['before: Nicht negativ']);
    expect(issues(screenPowerSchema, { kind: 'hours', after: 241 })).toEqual(['after: Höchstens 240 Minuten']);
    expect(issues(screenPowerSchema, { kind: 'hours', after: 2.5 })).toEqual(['after: Ganze Minuten angeben']);
    expect(issues(screenPowerSchema, { kind: 'nie' })).toEqual(['kind: Unbekannte Art der Einschaltzeit']);
  });
});

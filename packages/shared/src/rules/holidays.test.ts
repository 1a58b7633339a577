import { describe, expect, it } from 'vitest';
import { GERMAN_STATES, holidaysFor, isGermanState, withHolidays } from './holidays.js';
import { openingHoursSchema } from './opening-hours-schema.js';

const dates = (state: keyof typeof GERMAN_STATES, year: number) => holidaysFor(state, year).map((h) => h.date);

describe('German public holidays', () => {
  it('knows all sixteen states by their codes', () => {
    expect(Object.keys(GERMAN_STATES).sort()).toEqual([
      'BB',
      'BE',
      'BW',
      'BY',
      'HB',
      'HE',
      'HH',
      'MV',
      'NI',
      'NW',
      'RP',
      'SH',
      'SL',
      'SN',
      'ST',
      'TH',
    ]);
    expect([isGermanState('BY'), isGermanState('BUND'), isGermanState('toString')]).toEqual([true, false, false]);
  });
  it('gives each state its own holidays as closed, named days in date order', () => {
    for (const state of Object.keys(GERMAN_STATES) as (keyof typeof GERMAN_STATES)[]) {
      const holidays = holidaysFor(state, 2026);
      expect(holidays.map((h) => h.date)).toEqual([...holidays.map((h) => h.date)].sort());
      expect(holidays.every((h) => h.spans.length === 0 && (h.note ?? '').length > 0)).toBe(true);
      expect(holidays.map((h) => h.date)).toEqual(expect.arrayContaining(['2026-01-01', '2026-10-03', '2026-12-25']));
    }
    expect(holidaysFor('BY', 2026)).toContainEqual({ date: '2026-06-04', spans: [], note: 'Fronleichnam' });
    expect(dates('NI', 2026)).not.toContain('2026-06-04');
    expect(dates('BE', 2026)).toContain('2026-03-08'); // Internationaler Frauentag, only Berlin (and MV)
    expect(dates('SN', 2026)).toContain('2026-11-18'); // Buß- und Bettag, only Saxony
    expect(dates('NW', 2027)).toContain('2027-03-29'); // Easter Monday moves with the year
  });
  it('takes the holidays over as exceptions that pass the schema, keeping a date the location already set', () => {
    const hours = {
      weekly: { mo: [{ from: '09:00', till: '18:00' }] },
      exceptions: [{ date: '2026-12-25', spans: [{ from: '10:00', till: '12:00' }] }],
    };
    const taken = withHolidays(hours, 'HH', 2026);
    expect(openingHoursSchema.parse(taken)).toEqual(taken);
    expect(taken.exceptions.find((e) => e.date === '2026-12-25')?.spans).toHaveLength(1);
    expect(taken.exceptions.map((e) => e.date)).toEqual(dates('HH', 2026));
    expect(withHolidays(taken, 'HH', 2026)).toEqual(taken);
  });
});

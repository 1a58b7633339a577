import { describe, expect, it } from 'vitest';
import { describeDays, describeSchedule } from './schedule-text.js';

describe('schedule card text', () => {
  it('writes weekday runs and whole hours short', () => {
    expect(
      describeSchedule({
        kind: 'times',
        days: ['mo', 'di', 'mi', 'do', 'fr'],
        spans: [{ from: '07:00', till: '10:00' }],
      }),
    ).toBe('Mo–Fr 7–10 Uhr');
    expect(describeSchedule({ kind: 'times', days: ['sa'], spans: [{ from: '10:30', till: '14:00' }] })).toBe(
      'Sa 10:30–14 Uhr',
    );
    expect(
      describeSchedule({
        kind: 'times',
        days: ['so', 'sa'],
        spans: [
          { from: '22:00', till: '24:00' },
          { from: '00:00', till: '02:15' },
        ],
      }),
    ).toBe('Sa, So 0–2:15, 22–24 Uhr');
  });
  it('names the other kinds', () => {
    expect(describeSchedule({ kind: 'always' })).toBe('immer');
    expect(describeSchedule({ kind: 'open' })).toBe('nur während der Öffnungszeiten');
    expect(describeSchedule({ kind: 'closed' })).toBe('nur außerhalb der Öffnungszeiten');
  });
  it('lists days apart and runs of three or more as a range', () => {
    expect(describeDays(['mo', 'mi', 'fr'])).toBe('Mo, Mi, Fr');
    expect(describeDays(['fr', 'mo', 'di', 'mi', 'so'])).toBe('Mo–Mi, Fr, So');
    expect(describeDays(['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so'])).toBe('täglich');
    expect(describeDays(['do', 'fr', 'sa', 'so'])).toBe('Do–So');
  });
});

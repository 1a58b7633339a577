import { describe, expect, it } from 'vitest';
import { barOf, dateLabel, mondayOf, shiftWeek, spansText, todayIn, weekRows } from './week-rows';

describe('week rows', () => {
  it('finds the Monday and moves by weeks', () => {
    expect(mondayOf('2026-12-24')).toBe('2026-12-21');
    expect(mondayOf('2026-12-21')).toBe('2026-12-21');
    expect(mondayOf('2026-12-27')).toBe('2026-12-21');
    expect(shiftWeek('2026-12-21', 2)).toBe('2027-01-04');
    expect(todayIn('Europe/Berlin', Date.UTC(2026, 11, 31, 23, 30))).toBe('2027-01-01');
  });

  it('shows the weekday spans, and the exception of a date with its note and source', () => {
    const rows = weekRows(
      {
        weekly: { do: [{ from: '09:00', till: '18:00' }], fr: [{ from: '09:00', till: '18:00' }] },
        weeklyFrom: 'network',
        exceptions: [{ date: '2026-12-25', spans: [], note: '1. Weihnachtstag', from: 'own' }],
      },
      '2026-12-23',
    );
    expect(rows.map((r) => r.date)).toEqual([
      '2026-12-21',
      '2026-12-22',
      '2026-12-23',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
    ]);
    expect(rows[3]).toMatchObject({
      day: 'do',
      spans: [{ from: '09:00', till: '18:00' }],
      from: 'network',
      exception: false,
    });
    expect(rows[4]).toMatchObject({ day: 'fr', spans: [], from: 'own', exception: true, note: '1. Weihnachtstag' });
    expect(weekRows(null, '2026-12-21')[0]).toMatchObject({ spans: [], from: null });
  });

  it('places spans on the 0–24 h bar and words them', () => {
    expect(dateLabel('2026-12-24')).toBe('24.12.');
    expect(dateLabel('2026-12-24', true)).toBe('24.12.2026');
    expect(barOf({ from: '06:00', till: '24:00' })).toEqual({ left: 25, width: 75 });
    expect(
      spansText([
        { from: '14:00', till: '18:30' },
        { from: '09:00', till: '13:00' },
      ]),
    ).toBe('09:00–13:00, 14:00–18:30');
  });
});

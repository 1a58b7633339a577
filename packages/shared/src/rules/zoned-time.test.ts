import { describe, expect, it } from 'vitest';
import {
  calendarDateAt,
  isRealDate,
  isValidTimeZone,
  offsetSegments,
  weekdayOf,
  zonedTimeToEpoch,
  zoneOffsetMs,
} from './zoned-time.js';

const iso = (ms: number) => new Date(ms).toISOString();
const HOUR = 3_600_000;

describe('zoned time', () => {
  it('knows the Berlin offsets in winter and summer', () => {
    expect(zoneOffsetMs(Date.UTC(2027, 0, 15), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffsetMs(Date.UTC(2027, 6, 15), 'Europe/Berlin')).toBe(2 * HOUR);
    // within a second, before and after 1970, the offset stays whole hours
    expect(zoneOffsetMs(Date.UTC(2027, 0, 15, 12, 0, 0, 500), 'Europe/Berlin')).toBe(HOUR);
    expect(zoneOffsetMs(Date.UTC(2027, 6, 15, 12, 0, 0, 999), 'Europe/Berlin')).toBe(2 * HOUR);
    expect(zoneOffsetMs(Date.UTC(1969, 11, 31, 23, 59, 59, 500), 'UTC')).toBe(0);
    expect(zoneOffsetMs(Date.UTC(1969, 11, 31, 23, 59, 59, 500), 'Europe/Berlin')).toBe(HOUR);
  });
  it('moves a time skipped by the switch to summer time on by the gap, and takes the first of a doubled one', () => {
    expect(iso(zonedTimeToEpoch({ year: 2026, month: 3, day: 29 }, 2, 30, 'Europe/Berlin'))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(iso(zonedTimeToEpoch({ year: 2026, month: 10, day: 25 }, 2, 30, 'Europe/Berlin'))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(iso(zonedTimeToEpoch({ year: 2026, month: 10, day: 25 }, 3, 30, 'Europe/Berlin'))).toBe(
      '2026-10-25T02:30:00.000Z',
    );
  });
  it('reads the calendar day of an instant in a zone', () => {
    expect(calendarDateAt(Date.UTC(2026, 11, 31, 23, 30), 'Europe/Berlin')).toEqual({ year: 2027, month: 1, day: 1 });
    expect(calendarDateAt(Date.UTC(2026, 11, 31, 23, 30), 'UTC')).toEqual({ year: 2026, month: 12, day: 31 });
  });
  it('checks zone names and real days', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(isRealDate(2028, 2, 29)).toBe(true);
    expect(isRealDate(2027, 2, 29)).toBe(false);
    expect(isRealDate(2027, 4, 31)).toBe(false);
    expect(isRealDate(2027, 12, 31)).toBe(true);
    expect(isRealDate(2027, 1, 1)).toBe(true);
    for (const [year, month, day] of [
      [2027, 0, 15],
      [2027, 13, 1],
      [2027, 3, 0],
      [2027, 1, 32],
      [2027, 1, 366],
      [2027, -1, 1],
      [2027.5, 1, 1],
      [2027, 1.5, 1],
      [2027, 1, 1.5],
    ]) {
      expect(isRealDate(year, month, day), `${day}.${month}.${year}`).toBe(false);
    }
  });
  it('cuts a stretch of time at the summer/winter switches of the zone', () => {
    const spring = offsetSegments(Date.UTC(2026, 2, 28), Date.UTC(2026, 2, 31), 'Europe/Berlin');
    expect(spring.map((s) => [iso(s.from), iso(s.till), s.offset / HOUR])).toEqual([
      ['2026-03-28T00:00:00.000Z', '2026-03-29T01:00:00.000Z', 1],
      ['2026-03-29T01:00:00.000Z', '2026-03-31T00:00:00.000Z', 2],
    ]);
    const autumn = offsetSegments(
      Date.UTC(2026, 10, 1, 5, 59, 59, 999),
      Date.UTC(2026, 10, 1, 6, 0, 0, 1),
      'America/New_York',
    );
    expect(autumn.map((s) => [iso(s.from), s.offset / HOUR])).toEqual([
      ['2026-11-01T05:59:59.999Z', -4],
      ['2026-11-01T06:00:00.000Z', -5],
    ]);
    expect(offsetSegments(Date.UTC(2026, 0, 1), Date.UTC(2026, 1, 1), 'UTC')).toEqual([
      { from: Date.UTC(2026, 0, 1), till: Date.UTC(2026, 1, 1), offset: 0 },
    ]);
    expect(offsetSegments(5, 5, 'UTC')).toEqual([]);
  });
  it('names the weekday of a calendar day, also before 1970', () => {
    expect(weekdayOf({ year: 2028, month: 2, day: 29 })).toBe(2);
    expect(weekdayOf({ year: 2026, month: 3, day: 29 })).toBe(0);
    expect(weekdayOf({ year: 1969, month: 12, day: 28 })).toBe(0);
  });
});

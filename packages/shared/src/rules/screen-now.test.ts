import { describe, expect, it } from 'vitest';
import type { OpeningHours, ScreenPower } from './opening-hours-schema.js';
import { offSince, screenNow } from './screen-now.js';

const BERLIN = 'Europe/Berlin';
const day = [{ from: '09:00', till: '18:00' }];
const HOURS: OpeningHours = { weekly: { mo: day, di: day, mi: day, do: day, fr: day }, exceptions: [] };
const DEFAULT: ScreenPower = { kind: 'hours', before: 30, after: 30 };
/** Berlin wall time in June 2026 (UTC+2; 2026-06-01 a Monday). */
const june = (date: number, time: string) => Date.parse(`2026-06-${String(date).padStart(2, '0')}T${time}:00+02:00`);
const NOTICE = { guid: 'a', text: 'Heute geschlossen', from: june(3, '10:00') };

describe('screenNow', () => {
  it('is off in the off-time, since the end of the last on-time, announcement or not', () => {
    const at = { power: DEFAULT, hours: HOURS, timeZone: BERLIN };
    expect(screenNow({ ...at, now: june(3, '22:00'), announcement: NOTICE })).toEqual({
      kind: 'off',
      since: june(3, '18:30'),
    });
    // Over the weekend the off-time began on Friday.
    expect(screenNow({ ...at, now: june(7, '12:00'), announcement: null })).toEqual({
      kind: 'off',
      since: june(5, '18:30'),
    });
  });

  it('names a running announcement in the on-time, else the report counts', () => {
    const at = { power: DEFAULT, hours: HOURS, timeZone: BERLIN, now: june(3, '12:00') };
    expect(screenNow({ ...at, announcement: NOTICE })).toEqual({ kind: 'announcement', announcement: NOTICE });
    expect(screenNow({ ...at, announcement: null })).toEqual({ kind: 'reported' });
    expect(screenNow({ ...at, now: june(7, '03:00'), power: { kind: 'always' }, announcement: null }).kind).toBe(
      'reported',
    );
  });

  it('an off-time longer than the look-back has no known start', () => {
    const never: ScreenPower = { kind: 'own', weekly: {} };
    expect(offSince(never, null, june(3, '12:00'), BERLIN)).toBeNull();
  });
});

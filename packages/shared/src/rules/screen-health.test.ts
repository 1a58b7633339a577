import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OFFLINE_AFTER_MS,
  deviceIndicator,
  HEALTH_LOOKBACK_MS,
  onAgainText,
  type ScreenHealthInput,
  SILENT_AFTER_MS,
  screenHealth,
  screenHealthJudge,
} from './device-health.js';
import { onTimeMs } from './opening-hours.js';
import { DEFAULT_SCREEN_POWER, type OpeningHours, type ScreenPower } from './opening-hours-schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BERLIN = 'Europe/Berlin';
const NEW_YORK = 'America/New_York';
const workday = [{ from: '09:00', till: '18:00' }];
/** Mo–Fr 9–18, Sa 10–14; June 2026: Berlin is UTC+2, 2026-06-01 a Monday. */
const HOURS: OpeningHours = {
  weekly: { mo: workday, di: workday, mi: workday, do: workday, fr: workday, sa: [{ from: '10:00', till: '14:00' }] },
  exceptions: [],
};
/** Berlin wall time in June 2026 as an instant. */
const berlin = (day: number, time: string) => Date.parse(`2026-06-${String(day).padStart(2, '0')}T${time}:00+02:00`);

const health = (input: Partial<ScreenHealthInput> & { lastHeartbeat: number | null; now: number }) =>
  screenHealth({ power: null, hours: HOURS, timeZone: BERLIN, ...input });

describe('screenHealth', () => {
  it('at night a screen switched off after closing rests (grey) until 30 minutes before opening', () => {
    const state = health({ lastHeartbeat: berlin(3, '18:25'), now: berlin(3, '23:00') });
    expect(state).toEqual({ health: 'resting', indicator: 0, nextOnAt: berlin(4, '08:30') });
    expect(onAgainText(state.nextOnAt as number, berlin(3, '23:00'), BERLIN)).toBe('Do 8:30');
  });

  it('counts only on-time: silent 28.5 h over a night is not offline, though the wall-clock rule says so', () => {
    const last = berlin(2, '18:25');
    const now = berlin(3, '23:00');
    expect(deviceIndicator(last, now)).toBe(2);
    expect(health({ lastHeartbeat: last, now }).health).toBe('resting');
  });

  it('a screen silent since opening hours is silent (yellow), then offline (red) once 24 h of on-time have passed', () => {
    // Mo 10:00–18:30 (8.5 h) + Di and Mi 8:30–18:30 (10 h each) = 28.5 h of on-time.
    expect(health({ lastHeartbeat: berlin(1, '10:00'), now: berlin(3, '23:00') })).toEqual({
      health: 'offline',
      indicator: 2,
      nextOnAt: null,
    });
    // Mo 10:00–18:30 + Di 10 h = 18.5 h, Mi 8:30–14:00 = 5.5 h: exactly 24 h at Mi 14:00.
    expect(health({ lastHeartbeat: berlin(1, '10:00'), now: berlin(3, '14:00') - 1 }).health).toBe('silent');
    expect(health({ lastHeartbeat: berlin(1, '10:00'), now: berlin(3, '14:00') }).health).toBe('offline');
  });

  it('a screen still reporting at night is online; a short silence is not yet rest', () => {
    expect(health({ lastHeartbeat: berlin(3, '22:55'), now: berlin(3, '23:00') }).health).toBe('online');
    const last = berlin(3, '22:00');
    expect(health({ lastHeartbeat: last, now: last + SILENT_AFTER_MS - 1 }).health).toBe('online');
    expect(health({ lastHeartbeat: last, now: last + SILENT_AFTER_MS }).health).toBe('resting');
  });

  it('over the weekend: Saturday 9:30–14:30 on, Sunday off, on again Monday 8:30', () => {
    const sunday = health({ lastHeartbeat: berlin(5, '18:25'), now: berlin(7, '12:00') });
    expect(sunday).toEqual({ health: 'resting', indicator: 0, nextOnAt: berlin(8, '08:30') });
    expect(onAgainText(berlin(8, '08:30'), berlin(7, '12:00'), BERLIN)).toBe('Mo 8:30');
    // Silent all Saturday: still only 5 min + 5 h of on-time.
    expect(health({ lastHeartbeat: berlin(5, '18:25'), now: berlin(6, '12:00') }).health).toBe('silent');
  });

  it('a holiday exception (closed all day) makes the screen rest that day', () => {
    const holiday: OpeningHours = { ...HOURS, exceptions: [{ date: '2026-06-04', spans: [] }] };
    const input = { lastHeartbeat: berlin(3, '18:25'), now: berlin(4, '12:00') };
    expect(health(input).health).toBe('silent');
    const state = health({ ...input, hours: holiday });
    expect(state).toEqual({ health: 'resting', indicator: 0, nextOnAt: berlin(5, '08:30') });
    expect(onAgainText(berlin(5, '08:30'), berlin(4, '12:00'), BERLIN)).toBe('Fr 8:30');
  });

  it('own times replace the opening hours', () => {
    const own: ScreenPower = { kind: 'own', weekly: { mo: [{ from: '07:00', till: '20:00' }] } };
    expect(health({ power: own, lastHeartbeat: berlin(1, '18:25'), now: berlin(1, '19:00') }).health).toBe('silent');
    expect(health({ power: own, lastHeartbeat: berlin(1, '19:59'), now: berlin(1, '20:30') })).toEqual({
      health: 'resting',
      indicator: 0,
      nextOnAt: berlin(8, '07:00'),
    });
    expect(onAgainText(berlin(8, '07:00'), berlin(1, '20:30'), BERLIN)).toBe('Mo 08.06. 7:00');
    // Never on: resting for ever (no next time), offline only past the look-back.
    const never: ScreenPower = { kind: 'own', weekly: {} };
    const last = berlin(1, '12:00');
    expect(health({ power: never, lastHeartbeat: last, now: last + 30 * 24 * HOUR })).toEqual({
      health: 'resting',
      indicator: 0,
      nextOnAt: null,
    });
    expect(health({ power: never, lastHeartbeat: last, now: last + HEALTH_LOOKBACK_MS + 1 }).health).toBe('offline');
  });

  it("'immer an' and a location without hours keep the old 24-hour rule", () => {
    const always: ScreenPower = { kind: 'always' };
    const last = berlin(3, '18:25');
    expect(health({ power: always, lastHeartbeat: last, now: berlin(3, '23:00') }).health).toBe('silent');
    expect(health({ power: always, lastHeartbeat: last, now: last + 24 * HOUR - 1 }).health).toBe('silent');
    expect(health({ power: always, lastHeartbeat: last, now: last + 24 * HOUR }).health).toBe('offline');
    expect(health({ hours: null, lastHeartbeat: last, now: berlin(3, '23:00') }).health).toBe('silent');
    expect(health({ hours: null, lastHeartbeat: last, now: last + 24 * HOUR }).health).toBe('offline');
    expect(health({ lastHeartbeat: null, now: last }).health).toBe('offline');
    expect(health({ lastHeartbeat: Number.NaN, now: last }).indicator).toBe(2);
  });

  it('a location in another zone follows its own clock', () => {
    const hours: OpeningHours = { weekly: { mo: workday, di: workday, mi: workday }, exceptions: [] };
    const last = Date.parse('2026-06-02T21:25:00Z'); // Di 17:25 in New York, 23:25 in Berlin
    const now = Date.parse('2026-06-03T07:00:00Z'); // Mi 3:00 in New York, 9:00 in Berlin
    expect(screenHealth({ lastHeartbeat: last, now, power: null, hours, timeZone: BERLIN }).health).toBe('silent');
    const there = screenHealth({ lastHeartbeat: last, now, power: null, hours, timeZone: NEW_YORK });
    expect(there).toEqual({ health: 'resting', indicator: 0, nextOnAt: Date.parse('2026-06-03T12:30:00Z') });
    expect(onAgainText(there.nextOnAt as number, now, NEW_YORK)).toBe('Mi 8:30');
  });

  it('is offline exactly when the indicator is 2, and never more often than the wall-clock rule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 14 * 24 * 60 }),
        fc.integer({ min: 0, max: 7 * 24 * 60 }),
        (silentMinutes, startMinute) => {
          const now = berlin(1, '00:00') + startMinute * MINUTE + 10 * 24 * HOUR;
          const last = now - silentMinutes * MINUTE;
          const state = health({ lastHeartbeat: last, now });
          expect(state.indicator === 2).toBe(state.health === 'offline');
          if (state.health === 'offline') expect(deviceIndicator(last, now)).toBe(2);
          // The cutoff agrees with summing the on-time since the heartbeat.
          const onTime = onTimeMs(DEFAULT_SCREEN_POWER, HOURS, last, now, BERLIN);
          expect(state.health === 'offline').toBe(onTime >= DEFAULT_OFFLINE_AFTER_MS);
          expect(state.nextOnAt === null || state.nextOnAt > now).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('judges many screens at one instant as each alone, working out next-on only when asked', () => {
    const now = berlin(3, '23:00');
    const judge = screenHealthJudge(now);
    const screens = [berlin(3, '18:25'), berlin(1, '10:00'), berlin(3, '22:55'), null].map((lastHeartbeat) => ({
      lastHeartbeat,
      power: null,
      hours: HOURS,
      timeZone: BERLIN,
    }));
    for (const screen of screens) expect(judge(screen, true)).toEqual(screenHealth({ ...screen, now }));
    expect(judge(screens[0] as (typeof screens)[0])).toEqual({ health: 'resting', indicator: 0, nextOnAt: null });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SILENT_AFTER_MS, screenHealth, screenHealthJudge } from './device-health.js';
import { onTimeMs, screenOnAt } from './opening-hours.js';
import { DEFAULT_SCREEN_POWER, type OpeningHours, type ScreenPower } from './opening-hours-schema.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BERLIN = 'Europe/Berlin';
const day = [{ from: '09:00', till: '18:00' }];
/** Mo–Sa 9–18 (Sunday closed). */
const HOURS: OpeningHours = {
  weekly: { mo: day, di: day, mi: day, do: day, fr: day, sa: day },
  exceptions: [],
};
/** Berlin wall time in June 2026 (UTC+2; 2026-06-04 is a Thursday). */
const june = (date: number, time: string) => Date.parse(`2026-06-${String(date).padStart(2, '0')}T${time}:00+02:00`);

describe('the yellow indicator', () => {
  it('a screen that stopped at 09:59 on a Thursday is yellow from 10:14 on, not green until next Wednesday', () => {
    const last = june(4, '09:59');
    const facts = { lastHeartbeat: last, power: null, hours: HOURS, timeZone: BERLIN };
    expect(screenHealth({ ...facts, now: last + SILENT_AFTER_MS - 1 }).health).toBe('online');
    expect(screenHealth({ ...facts, now: last + SILENT_AFTER_MS })).toEqual({
      health: 'silent',
      indicator: 1,
      nextOnAt: null,
    });
    // Closed at night: grey, not yellow; the next morning yellow again (on-time 8:30–18:30 with the default lead).
    expect(screenHealth({ ...facts, now: june(4, '22:00') }).health).toBe('resting');
    expect(screenHealth({ ...facts, now: june(5, '11:00') }).health).toBe('silent');
    // 24 h of on-time later: red (Do 9:59–18:30, Fr 8:30–18:30, Sa from 8:30: reached Sa 13:59).
    expect(screenHealth({ ...facts, now: june(6, '13:59') - 1 }).health).toBe('silent');
    expect(screenHealth({ ...facts, now: june(6, '13:59') }).health).toBe('offline');
  });

  it('takes the silence from the setting', () => {
    const last = june(4, '10:00');
    const facts = { lastHeartbeat: last, power: null, hours: HOURS, timeZone: BERLIN };
    expect(screenHealth({ ...facts, now: last + 5 * MINUTE, silentAfterMs: 5 * MINUTE }).health).toBe('silent');
    expect(screenHealth({ ...facts, now: last + 29 * MINUTE, silentAfterMs: 30 * MINUTE }).health).toBe('online');
    expect(screenHealthJudge(last + 30 * MINUTE, undefined, 30 * MINUTE)(facts).indicator).toBe(1);
  });

  it("'immer an' is yellow after the silence at any hour, red after 24 h", () => {
    const always: ScreenPower = { kind: 'always' };
    const last = june(7, '02:00'); // a Sunday night
    const facts = { lastHeartbeat: last, power: always, hours: HOURS, timeZone: BERLIN };
    expect(screenHealth({ ...facts, now: last + 20 * MINUTE }).health).toBe('silent');
    expect(screenHealth({ ...facts, now: last + 24 * HOUR }).health).toBe('offline');
  });

  it('across the clock changes: yellow exactly when silent long enough, not offline and it should be on now', () => {
    // Around 29.03.2026 (Berlin skips 2:00–3:00) and 25.10.2026 (3:00 comes twice).
    const spring = Date.parse('2026-03-27T00:00:00Z');
    const autumn = Date.parse('2026-10-23T00:00:00Z');
    const hours = fc.constantFrom<OpeningHours | null>(
      HOURS,
      null,
      { weekly: { so: [{ from: '01:30', till: '03:30' }], mo: day }, exceptions: [] },
      { weekly: { sa: [{ from: '22:00', till: '24:00' }], so: [{ from: '00:00', till: '04:00' }] }, exceptions: [] },
    );
    const power = fc.constantFrom<ScreenPower | null>(null, { kind: 'always' }, { kind: 'hours', before: 0, after: 0 });
    fc.assert(
      fc.property(
        fc.constantFrom(spring, autumn),
        fc.integer({ min: 0, max: 5 * 24 * 60 }),
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        fc.integer({ min: 1, max: 120 }),
        hours,
        power,
        (base, nowMinute, silentMinutes, settingMinutes, hoursOf, stored) => {
          const now = base + nowMinute * MINUTE;
          const last = now - silentMinutes * MINUTE;
          const silentAfterMs = settingMinutes * MINUTE;
          const facts = { lastHeartbeat: last, power: stored, hours: hoursOf, timeZone: BERLIN };
          const state = screenHealth({ ...facts, now, silentAfterMs });
          const resolved = stored ?? DEFAULT_SCREEN_POWER;
          const on = screenOnAt(resolved, hoursOf, now, BERLIN);
          const offline = onTimeMs(resolved, hoursOf, last, now, BERLIN) >= 24 * HOUR;
          expect(state.health === 'silent').toBe(!offline && now - last >= silentAfterMs && on);
          expect(state.indicator === 1).toBe(state.health === 'silent');
          if (state.health === 'resting') expect(on).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isOpenAt,
  itemPlaysAt,
  nextBoundary,
  nextOpeningBoundary,
  nextPowerBoundary,
  offlineMs,
  onTimeMs,
  openingWindows,
  playingWindows,
  screenOnAt,
} from './opening-hours.js';
import {
  type ItemSchedule,
  minutesOf,
  type OpeningException,
  type OpeningHours,
  openingHoursSchema,
  type ScreenPower,
  type TimeSpan,
  WEEKDAYS,
} from './opening-hours-schema.js';
import { MS_PER_DAY } from './time-windows.js';
import { calendarDateAt, zonedTimeToEpoch, zoneOffsetMs } from './zoned-time.js';

const MINUTE = 60_000;
const ZONES = ['Europe/Berlin', 'Atlantic/Canary', 'America/New_York', 'UTC'] as const;
/** Midnights (UTC) of days around which things go wrong: both Berlin switches, the New York ones, 29 Feb, a new year. */
const CRITICAL_DAYS = [
  Date.UTC(2026, 2, 29),
  Date.UTC(2026, 9, 25),
  Date.UTC(2026, 2, 8),
  Date.UTC(2026, 10, 1),
  Date.UTC(2028, 1, 29),
  Date.UTC(2026, 11, 31),
];

const clock = (quarter: number) =>
  `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

/** Up to three spans of one day on quarter hours (including 00:00, 24:00 and the switch hour 02:00–03:00). */
const spansArb: fc.Arbitrary<TimeSpan[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: 96 }), { maxLength: 6 })
  .map((marks) => {
    const sorted = [...marks].sort((a, b) => a - b);
    const spans: TimeSpan[] = [];
    for (let i = 0; i + 1 < sorted.length; i += 2) {
      spans.push({ from: clock(sorted[i] as number), till: clock(sorted[i + 1] as number) });
    }
    return spans;
  });

const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const exceptionArb = fc.record({
  date: fc
    .tuple(fc.constantFrom(...CRITICAL_DAYS), fc.integer({ min: -3, max: 3 }))
    .map(([d, k]) => dateText(d + k * MS_PER_DAY)),
  spans: spansArb,
});
const hoursArb: fc.Arbitrary<OpeningHours> = fc
  .record({
    weekly: fc.record(Object.fromEntries(WEEKDAYS.map((day) => [day, spansArb])), { requiredKeys: [] }),
    exceptions: fc.uniqueArray(exceptionArb, { maxLength: 3, selector: (e) => e.date }),
  })
  .map((hours) => openingHoursSchema.parse(hours));
const scheduleArb: fc.Arbitrary<ItemSchedule> = fc.oneof(
  fc.constant<ItemSchedule>({ kind: 'always' }),
  fc.constant<ItemSchedule>({ kind: 'open' }),
  fc.constant<ItemSchedule>({ kind: 'closed' }),
  fc.record({
    kind: fc.constant('times' as const),
    days: fc.uniqueArray(fc.constantFrom(...WEEKDAYS), { minLength: 1 }),
    spans: spansArb.filter((spans) => spans.length > 0),
  }),
);
const powerArb: fc.Arbitrary<ScreenPower> = fc.oneof(
  fc.record({
    kind: fc.constant('hours' as const),
    before: fc.integer({ min: 0, max: 240 }),
    after: fc.integer({ min: 0, max: 240 }),
  }),
  fc.constant<ScreenPower>({ kind: 'always' }),
  fc.record({
    kind: fc.constant('own' as const),
    weekly: fc.record({ sa: spansArb, so: spansArb }, { requiredKeys: [] }),
  }),
);
/** An instant within three days of a critical day, often on a whole quarter hour, sometimes at any ms. */
const instantArb = fc
  .tuple(
    fc.constantFrom(...CRITICAL_DAYS),
    fc.integer({ min: -3 * 96, max: 3 * 96 }),
    fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 15 * MINUTE - 1 })),
  )
  .map(([day, quarters, ms]) => day + quarters * 15 * MINUTE + ms);
/** The minute of the day the zone's clock shows at the instant. */
const minutesShown = (t: number, zone: string) =>
  Math.floor(((((t + zoneOffsetMs(t, zone)) % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY) / MINUTE);
const zoneArb = fc.constantFrom(...ZONES);
const fraction = fc.double({ min: 0, max: 1, noNaN: true });

/** Checks that `next` is the first change of `valueAt` after t: same value up to it (sampled), another value at it. */
function checkNextChange(valueAt: (instant: number) => boolean, t: number, next: number | null, sample: number) {
  const before = valueAt(t);
  if (next === null) {
    const far = t + Math.floor(sample * 20 * MS_PER_DAY);
    expect(valueAt(far)).toBe(before);
    return;
  }
  expect(next).toBeGreaterThan(t);
  expect(valueAt(next)).not.toBe(before);
  expect(valueAt(next - 1)).toBe(before);
  expect(valueAt(t + Math.floor(sample * (next - t - 1)))).toBe(before);
}

describe('opening hours, schedules and power: properties', () => {
  it('nextBoundary is the next change of itemPlaysAt (midnight, both switches, 29 Feb, other zones)', () => {
    fc.assert(
      fc.property(scheduleArb, hoursArb, instantArb, zoneArb, fraction, (schedule, hours, t, zone, sample) => {
        const plays = (u: number) => itemPlaysAt(schedule, hours, u, zone);
        checkNextChange(plays, t, nextBoundary([schedule], hours, t, zone), sample);
      }),
    );
  });
  it('nextOpeningBoundary and nextPowerBoundary are the next changes of isOpenAt and screenOnAt', () => {
    fc.assert(
      fc.property(powerArb, hoursArb, instantArb, zoneArb, fraction, (power, hours, t, zone, sample) => {
        checkNextChange((u) => isOpenAt(hours, u, zone), t, nextOpeningBoundary(hours, t, zone), sample);
        checkNextChange((u) => screenOnAt(power, hours, u, zone), t, nextPowerBoundary(power, hours, t, zone), sample);
      }),
    );
  });
  it('the boundary of a set of schedules is the earliest of their boundaries', () => {
    fc.assert(
      fc.property(
        fc.array(scheduleArb, { maxLength: 4 }),
        hoursArb,
        instantArb,
        zoneArb,
        (schedules, hours, t, zone) => {
          const each = schedules.map((s) => nextBoundary([s], hours, t, zone)).filter((b) => b !== null);
          expect(nextBoundary(schedules, hours, t, zone)).toBe(each.length > 0 ? Math.min(...each) : null);
        },
      ),
    );
  });
  it('playingWindows holds exactly the instants at which the item plays', () => {
    fc.assert(
      fc.property(scheduleArb, hoursArb, instantArb, zoneArb, fraction, (schedule, hours, from, zone, sample) => {
        const till = from + MS_PER_DAY;
        const windows = playingWindows(schedule, hours, from, till, zone);
        const u = from + Math.floor(sample * (MS_PER_DAY - 1));
        const inside = windows.some((w) => w.from <= u && u < w.till);
        expect(inside).toBe(itemPlaysAt(schedule, hours, u, zone));
        for (const w of windows) {
          expect(itemPlaysAt(schedule, hours, w.from, zone)).toBe(true);
          expect(w.till === till || !itemPlaysAt(schedule, hours, w.till, zone)).toBe(true);
        }
      }),
    );
  });
  it("'nur außerhalb' is exactly the other time of 'nur während'", () => {
    fc.assert(
      fc.property(hoursArb, instantArb, zoneArb, (hours, t, zone) => {
        const open = itemPlaysAt({ kind: 'open' }, hours, t, zone);
        expect(itemPlaysAt({ kind: 'closed' }, hours, t, zone)).toBe(!open);
        expect(open).toBe(isOpenAt(hours, t, zone));
      }),
    );
  });
  it('an exception decides its day, whatever the weekday says', () => {
    const withException = hoursArb.filter((hours) => hours.exceptions.length > 0);
    const minuteArb = fc.integer({ min: 0, max: 1439 });
    fc.assert(
      fc.property(withException, hoursArb, fc.nat(), minuteArb, zoneArb, (hours, other, pick, minute, zone) => {
        const exception = hours.exceptions[pick % hours.exceptions.length] as OpeningException;
        const [year, month, day] = exception.date.split('-').map(Number) as [number, number, number];
        const t = zonedTimeToEpoch({ year, month, day }, Math.floor(minute / 60), minute % 60, zone);
        const otherWeek = { weekly: other.weekly, exceptions: hours.exceptions };
        expect(isOpenAt(otherWeek, t, zone)).toBe(isOpenAt(hours, t, zone));
        const shown = minutesShown(t, zone);
        const inSpans = exception.spans.some((s) => minutesOf(s.from) <= shown && shown < minutesOf(s.till));
        if (calendarDateAt(t, zone).day === day) expect(isOpenAt(hours, t, zone)).toBe(inSpans);
      }),
    );
  });
  it('a screen on opening hours is on exactly when it opens within `before` or closed within `after` minutes', () => {
    const marginsArb = fc.record({ before: fc.integer({ min: 0, max: 240 }), after: fc.integer({ min: 0, max: 240 }) });
    fc.assert(
      fc.property(marginsArb, hoursArb, instantArb, zoneArb, ({ before, after }, hours, t, zone) => {
        const power: ScreenPower = { kind: 'hours', before, after };
        const near = openingWindows(hours, t - after * MINUTE, t + before * MINUTE + 1, zone);
        expect(screenOnAt(power, hours, t, zone)).toBe(near.length > 0);
        if (isOpenAt(hours, t, zone)) expect(screenOnAt(power, hours, t, zone)).toBe(true);
      }),
    );
  });
  it('on-time and offline time add up over split intervals; offline counts only on-time', () => {
    const offlineArb = fc.array(fc.tuple(instantArb, fc.integer({ min: 1, max: 2 * MS_PER_DAY })), { maxLength: 3 });
    fc.assert(
      fc.property(
        powerArb,
        hoursArb,
        instantArb,
        fc.tuple(fraction, fraction),
        zoneArb,
        offlineArb,
        (power, hours, a, [f1, f2], zone, raw) => {
          const c = a + Math.floor(f1 * 4 * MS_PER_DAY);
          const b = a + Math.floor(f2 * (c - a));
          const offline = raw.map(([from, length]) => ({ from, till: from + length }));
          const on = (x: number, y: number) => onTimeMs(power, hours, x, y, zone);
          const off = (x: number, y: number) => offlineMs(power, hours, offline, x, y, zone);
          expect(on(a, c)).toBe(on(a, b) + on(b, c));
          expect(off(a, c)).toBe(off(a, b) + off(b, c));
          expect(off(a, c)).toBeLessThanOrEqual(on(a, c));
          expect(offlineMs(power, hours, [{ from: a - 1, till: c + 1 }], a, c, zone)).toBe(on(a, c));
        },
      ),
    );
  });
});

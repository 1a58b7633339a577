import { describe, expect, it } from 'vitest';
import {
  effectiveOpeningHours,
  isOpenAt,
  itemPlaysAt,
  nextBoundary,
  nextOpeningBoundary,
  nextPowerBoundary,
  offlineMs,
  onTimeMs,
  playingWindows,
  screenOnAt,
} from './opening-hours.js';
import { DEFAULT_SCREEN_POWER, type ItemSchedule, type OpeningHours } from './opening-hours-schema.js';
import { zonedTimeToEpoch } from './zoned-time.js';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;
/** The instant a clock in the zone shows '2026-12-07 09:00'. */
function wall(text: string, zone = BERLIN): number {
  const [date = '', time = ''] = text.split(' ');
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return zonedTimeToEpoch({ year: year ?? 0, month: month ?? 0, day: day ?? 0 }, hour ?? 0, minute ?? 0, zone);
}
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const weekdays = [
  { from: '09:00', till: '13:00' },
  { from: '14:00', till: '18:30' },
];
const shop: OpeningHours = {
  weekly: {
    mo: weekdays,
    di: weekdays,
    mi: weekdays,
    do: weekdays,
    fr: weekdays,
    sa: [{ from: '10:00', till: '14:00' }],
  },
  exceptions: [
    { date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' },
    { date: '2026-12-25', spans: [] },
  ],
};
const morning: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '07:00', till: '10:00' }],
};

describe('opening hours', () => {
  it('is open within the spans of the weekday and closed between and after them', () => {
    const open = (text: string) => isOpenAt(shop, wall(text), BERLIN);
    expect([open('2026-12-07 08:59'), open('2026-12-07 09:00'), open('2026-12-07 12:59')]).toEqual([false, true, true]);
    expect([open('2026-12-07 13:00'), open('2026-12-07 14:00'), open('2026-12-07 18:30')]).toEqual([
      false,
      true,
      false,
    ]);
    expect([open('2026-12-05 10:00'), open('2026-12-05 14:00'), open('2026-12-06 12:00')]).toEqual([
      true,
      false,
      false,
    ]);
  });
  it('lets a date exception override its weekday (24.12. till 12:00, 25.12. closed)', () => {
    const open = (text: string) => isOpenAt(shop, wall(text), BERLIN);
    expect([open('2026-12-24 11:59'), open('2026-12-24 12:00'), open('2026-12-24 15:00')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(open('2026-12-25 10:00')).toBe(false);
    expect(open('2026-12-31 10:00')).toBe(true);
  });
  it("reads the hours in the location's own zone", () => {
    const utc = Date.UTC(2026, 11, 7, 8, 30); // 09:30 in Berlin, 03:30 in New York, 08:30 on the Canaries
    expect(isOpenAt(shop, utc, BERLIN)).toBe(true);
    expect(isOpenAt(shop, utc, 'America/New_York')).toBe(false);
    expect(isOpenAt(shop, utc, 'Atlantic/Canary')).toBe(false);
    expect(isOpenAt(shop, wall('2026-12-07 09:30', 'America/New_York'), 'America/New_York')).toBe(true);
  });
  it('counts a location without hours as always open', () => {
    expect(isOpenAt(null, wall('2026-12-06 03:00'), BERLIN)).toBe(true);
    expect(nextOpeningBoundary(null, wall('2026-12-06 03:00'), BERLIN)).toBeNull();
  });
  it('inherits the network hours; the location replaces the weekly part and adds or overrides dates', () => {
    const own = { sa: [{ from: '09:00', till: '12:00' }] };
    expect(effectiveOpeningHours(shop, null)).toEqual(shop);
    expect(effectiveOpeningHours(null, null)).toBeNull();
    expect(effectiveOpeningHours(null, { exceptions: [] })).toBeNull();
    const merged = effectiveOpeningHours(shop, {
      weekly: own,
      exceptions: [
        { date: '2026-12-31', spans: [] },
        { date: '2026-12-24', spans: [] },
      ],
    });
    expect(merged?.weekly).toEqual(own);
    expect(merged?.exceptions.map((e) => [e.date, e.spans.length])).toEqual([
      ['2026-12-24', 0],
      ['2026-12-25', 0],
      ['2026-12-31', 0],
    ]);
    expect(effectiveOpeningHours(shop, { exceptions: [] })?.weekly).toBe(shop.weekly);
  });
});

describe('item schedules', () => {
  it('plays by weekday and time, during or outside the opening hours, or always', () => {
    const plays = (schedule: ItemSchedule, text: string) => itemPlaysAt(schedule, shop, wall(text), BERLIN);
    expect([
      plays(morning, '2026-12-07 07:00'),
      plays(morning, '2026-12-07 10:00'),
      plays(morning, '2026-12-05 08:00'),
    ]).toEqual([true, false, false]);
    expect([plays({ kind: 'open' }, '2026-12-07 13:30'), plays({ kind: 'closed' }, '2026-12-07 13:30')]).toEqual([
      false,
      true,
    ]);
    expect([plays({ kind: 'open' }, '2026-12-07 09:30'), plays({ kind: 'closed' }, '2026-12-07 09:30')]).toEqual([
      true,
      false,
    ]);
    expect(plays({ kind: 'always' }, '2026-12-06 03:00')).toBe(true);
  });
  it('finds the next boundary of a set of schedules, and none for items that always play', () => {
    const monday = wall('2026-12-07 08:00');
    expect(iso(nextBoundary([morning], shop, monday, BERLIN))).toBe(iso(wall('2026-12-07 10:00')));
    expect(iso(nextBoundary([morning, { kind: 'open' }], shop, monday, BERLIN))).toBe(iso(wall('2026-12-07 09:00')));
    expect(iso(nextBoundary([morning], shop, wall('2026-12-07 10:00'), BERLIN))).toBe(iso(wall('2026-12-08 07:00')));
    expect(nextBoundary([{ kind: 'always' }], shop, monday, BERLIN)).toBeNull();
    expect(nextBoundary([], shop, monday, BERLIN)).toBeNull();
    expect(iso(nextBoundary([{ kind: 'open' }], shop, wall('2026-12-23 18:30'), BERLIN))).toBe(
      iso(wall('2026-12-24 09:00')),
    );
    expect(iso(nextBoundary([{ kind: 'closed' }], shop, wall('2026-12-24 10:00'), BERLIN))).toBe(
      iso(wall('2026-12-24 12:00')),
    );
    expect(iso(nextOpeningBoundary(shop, wall('2026-12-24 12:00'), BERLIN))).toBe(iso(wall('2026-12-26 10:00')));
  });
  it('joins a night written as 22:00–24:00 and 00:00–02:00 without a boundary at midnight', () => {
    const night: ItemSchedule = {
      kind: 'times',
      days: ['fr', 'sa'],
      spans: [
        { from: '00:00', till: '02:00' },
        { from: '22:00', till: '24:00' },
      ],
    };
    expect(iso(nextBoundary([night], null, wall('2026-12-04 22:30'), BERLIN))).toBe(iso(wall('2026-12-05 02:00')));
    expect(itemPlaysAt(night, null, wall('2026-12-05 00:00'), BERLIN)).toBe(true);
    expect(itemPlaysAt(night, null, wall('2026-12-05 23:59'), BERLIN)).toBe(true);
    // Sunday is not chosen: Saturday's 22:00–24:00 ends at midnight
    expect(itemPlaysAt(night, null, wall('2026-12-06 00:00'), BERLIN)).toBe(false);
    expect(iso(nextBoundary([night], null, wall('2026-12-05 23:00'), BERLIN))).toBe(iso(wall('2026-12-06 00:00')));
  });
  it('skips a span that the spring switch swallows and plays both passes of the repeated autumn hour', () => {
    const night: ItemSchedule = { kind: 'times', days: ['so'], spans: [{ from: '02:00', till: '03:00' }] };
    const day = (text: string) => playingWindows(night, null, wall(`${text} 00:00`), wall(`${text} 12:00`), BERLIN);
    expect(day('2026-03-29')).toEqual([]);
    expect(day('2026-04-05').map((w) => (w.till - w.from) / HOUR)).toEqual([1]);
    expect(day('2026-10-25').map((w) => [iso(w.from), iso(w.till)])).toEqual([
      ['2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z'],
    ]);
    expect(itemPlaysAt(night, null, Date.UTC(2026, 9, 25, 1, 30), BERLIN)).toBe(true);
    const spring = nextBoundary([night], null, wall('2026-03-28 12:00'), BERLIN);
    expect(iso(spring)).toBe(iso(wall('2026-04-05 02:00')));
  });
  it('finds a change months ahead when only a date exception brings it', () => {
    const rare: OpeningHours = {
      weekly: {},
      exceptions: [{ date: '2027-06-01', spans: [{ from: '10:00', till: '12:00' }] }],
    };
    const december = wall('2026-12-01 00:00');
    expect(iso(nextBoundary([{ kind: 'open' }], rare, december, BERLIN))).toBe(iso(wall('2027-06-01 10:00')));
    expect(iso(nextBoundary([{ kind: 'closed' }], rare, december, BERLIN))).toBe(iso(wall('2027-06-01 10:00')));
    expect(iso(nextBoundary([{ kind: 'closed' }], rare, wall('2027-06-01 10:00'), BERLIN))).toBe(
      iso(wall('2027-06-01 12:00')),
    );
    expect(nextBoundary([{ kind: 'closed' }], rare, wall('2027-06-01 12:00'), BERLIN)).toBeNull();
  });
  it('knows 29 February as a day of its own', () => {
    const leap: OpeningHours = { weekly: { di: weekdays }, exceptions: [{ date: '2028-02-29', spans: [] }] };
    expect(isOpenAt(leap, wall('2028-02-29 10:00'), BERLIN)).toBe(false);
    expect(isOpenAt(leap, wall('2028-03-07 10:00'), BERLIN)).toBe(true);
    expect(iso(nextOpeningBoundary(leap, wall('2028-02-28 20:00'), BERLIN))).toBe(iso(wall('2028-03-07 09:00')));
  });
});

describe('screen power', () => {
  const monday = (time: string) => wall(`2026-12-07 ${time}`);
  it('is on from 30 minutes before opening till 30 minutes after closing by default', () => {
    const on = (time: string) => screenOnAt(DEFAULT_SCREEN_POWER, shop, monday(time), BERLIN);
    expect([on('08:29'), on('08:30'), on('13:15'), on('18:59'), on('19:00')]).toEqual([false, true, true, true, false]);
    expect(onTimeMs(DEFAULT_SCREEN_POWER, shop, monday('00:00'), wall('2026-12-08 00:00'), BERLIN)).toBe(10.5 * HOUR);
    expect(onTimeMs(DEFAULT_SCREEN_POWER, shop, wall('2026-12-06 00:00'), monday('00:00'), BERLIN)).toBe(0);
    expect(iso(nextPowerBoundary(DEFAULT_SCREEN_POWER, shop, monday('08:00'), BERLIN))).toBe(iso(monday('08:30')));
    expect(iso(nextPowerBoundary(DEFAULT_SCREEN_POWER, shop, monday('08:30'), BERLIN))).toBe(iso(monday('19:00')));
  });
  it("is on always, or at the screen's own times", () => {
    const own = { kind: 'own' as const, weekly: { so: [{ from: '06:00', till: '08:00' }] } };
    expect(onTimeMs({ kind: 'always' }, shop, monday('00:00'), monday('05:00'), BERLIN)).toBe(5 * HOUR);
    expect(nextPowerBoundary({ kind: 'always' }, shop, monday('00:00'), BERLIN)).toBeNull();
    expect(screenOnAt(own, shop, wall('2026-12-06 07:00'), BERLIN)).toBe(true);
    expect(screenOnAt(own, shop, monday('10:00'), BERLIN)).toBe(false);
  });
  it('counts offline time only while the screen should have been on', () => {
    const night = [{ from: wall('2026-12-06 20:00'), till: monday('10:00') }];
    const day = [wall('2026-12-06 00:00'), wall('2026-12-08 00:00')] as const;
    expect(offlineMs(DEFAULT_SCREEN_POWER, shop, night, ...day, BERLIN)).toBe(1.5 * HOUR);
    expect(offlineMs({ kind: 'always' }, shop, night, ...day, BERLIN)).toBe(14 * HOUR);
    expect(offlineMs(DEFAULT_SCREEN_POWER, shop, night, monday('09:00'), monday('09:30'), BERLIN)).toBe(0.5 * HOUR);
    expect(offlineMs(DEFAULT_SCREEN_POWER, shop, [], ...day, BERLIN)).toBe(0);
  });
});

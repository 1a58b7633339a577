import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternHorizon, peakConcurrentSeconds, type ScheduledLoopItem } from './concurrent-loop.js';
import { itemPlaysAt } from './opening-hours.js';
import { type ItemSchedule, type OpeningHours, WEEKDAYS } from './opening-hours-schema.js';

const BERLIN = 'Europe/Berlin';
const DAY = 86_400_000;
const hours: OpeningHours = {
  weekly: { mo: [{ from: '09:00', till: '18:00' }], sa: [{ from: '10:00', till: '14:00' }] },
  exceptions: [{ date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }] }],
};
const times = (from: string, till: string, days = [...WEEKDAYS]): ItemSchedule => ({
  kind: 'times',
  days,
  spans: [{ from, till }],
});
const start = Date.UTC(2026, 11, 1);

describe('loop length of what plays at the same time', () => {
  it('adds up only items that share a time', () => {
    const items: ScheduledLoopItem[] = [
      { seconds: 100, schedule: times('07:00', '10:00') },
      { seconds: 200, schedule: times('18:00', '22:00') },
      { seconds: 30, schedule: { kind: 'always' } },
    ];
    const { from, till } = patternHorizon(hours, start);
    expect(peakConcurrentSeconds(items, hours, from, till, BERLIN)).toBe(230);
    // 07:00–10:00 ends where 10:00–18:00 starts: they never play together
    const touching = [items[0] as ScheduledLoopItem, { seconds: 150, schedule: times('10:00', '18:00') }];
    expect(peakConcurrentSeconds(touching, hours, from, till, BERLIN)).toBe(150);
    const during = [...items, { seconds: 500, schedule: { kind: 'open' } as const }];
    expect(peakConcurrentSeconds(during, hours, from, till, BERLIN)).toBe(630);
    expect(peakConcurrentSeconds([], hours, from, till, BERLIN)).toBe(0);
  });
  it('counts an item only within its own from/till window and looks past the last exception', () => {
    const late = {
      seconds: 70,
      schedule: times('07:00', '10:00'),
      active: { from: start + 40 * DAY, till: start + 41 * DAY },
    };
    const { from, till } = patternHorizon(hours, start);
    expect(till).toBeGreaterThan(Date.UTC(2027, 0, 7));
    expect(peakConcurrentSeconds([late], hours, from, till, BERLIN)).toBe(0);
    expect(peakConcurrentSeconds([late], hours, from, start + 50 * DAY, BERLIN)).toBe(70);
    expect(patternHorizon(null, start)).toEqual({ from: start, till: start + 15 * DAY });
  });
  it('is at least what plays at any one instant and at most the sum', () => {
    const itemArb = fc.record({
      seconds: fc.integer({ min: 1, max: 600 }),
      schedule: fc.constantFrom<ItemSchedule>(
        { kind: 'always' },
        { kind: 'open' },
        { kind: 'closed' },
        times('07:00', '10:00', ['mo', 'di']),
        times('09:30', '24:00', ['sa']),
      ),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 5 }), fc.integer({ min: 0, max: 15 * DAY - 1 }), (items, offset) => {
        const { from, till } = patternHorizon(hours, start);
        const peak = peakConcurrentSeconds(items, hours, from, till, BERLIN);
        const at = from + offset;
        const now = items.filter((i) => itemPlaysAt(i.schedule, hours, at, BERLIN)).reduce((s, i) => s + i.seconds, 0);
        expect(peak).toBeGreaterThanOrEqual(now);
        expect(peak).toBeLessThanOrEqual(items.reduce((s, i) => s + i.seconds, 0));
      }),
    );
  });
});

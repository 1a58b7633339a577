import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { concurrentLoopSeconds, type LoopPlace, NO_PLACE, schedulePlaysSomewhere } from './concurrent-loop.js';
import { type LoopItem, playableLoopSeconds } from './loop.js';
import type { ItemSchedule, OpeningHours } from './opening-hours-schema.js';

const BERLIN = 'Europe/Berlin';
const now = Date.UTC(2026, 11, 1, 8);
const shop: OpeningHours = { weekly: { mo: [{ from: '09:00', till: '18:00' }] }, exceptions: [] };
const morning: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '07:00', till: '10:00' }],
};
const evening: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '18:00', till: '22:00' }],
};
const item = (duration: number, schedule?: ItemSchedule | null, extra: Partial<LoopItem> = {}): LoopItem => ({
  type: 'VIDEO',
  duration,
  active: 1,
  activeTill: null,
  schedule,
  ...extra,
});
const places: LoopPlace[] = [{ hours: shop, timeZone: BERLIN }];

describe('the loop limit counts what plays at the same time', () => {
  it('adds a morning and an evening item only to what plays with each of them', () => {
    const items = [item(100, morning), item(200, evening), item(30)];
    expect(concurrentLoopSeconds(items, now, places)).toBe(230);
    expect(playableLoopSeconds(items, now)).toBe(330);
  });
  it('uses the hours of each place and takes the highest', () => {
    // 'open' overlaps the evening item only where the shop is open till 20:00
    const late: LoopPlace = {
      hours: { weekly: { mo: [{ from: '09:00', till: '20:00' }] }, exceptions: [] },
      timeZone: BERLIN,
    };
    const items = [item(50, { kind: 'open' }), item(200, evening)];
    expect(concurrentLoopSeconds(items, now, places)).toBe(200);
    expect(concurrentLoopSeconds(items, now, [late])).toBe(250);
    expect(concurrentLoopSeconds(items, now, [...places, late])).toBe(250);
    // without a screen: no hours, always open
    expect(concurrentLoopSeconds(items, now, [])).toBe(250);
  });
  it('leaves out inactive and ended items and keeps orientations apart', () => {
    const items = [
      item(100, morning, { active: 0 }),
      item(100, morning, { activeTill: now - 1 }),
      item(40, morning, { orientation: 'horizontal' }),
      item(70, evening, { orientation: 'vertical' }),
      item(10, { kind: 'closed' }, { type: 'PLAYLIST' }),
    ];
    expect(concurrentLoopSeconds(items, now, places)).toBe(70);
  });
  it('equals the sum of today without schedules', () => {
    const itemArb = fc.record({
      type: fc.constantFrom('IMAGE', 'VIDEO', 'WEB', 'PLAYLIST'),
      duration: fc.integer({ min: 0, max: 600 }),
      active: fc.constantFrom(0, 1),
      activeTill: fc.option(fc.integer({ min: now - 1000, max: now + 1000 })),
      orientation: fc.constantFrom(null, 'horizontal', 'vertical'),
      schedule: fc.constantFrom<ItemSchedule | null>(null, { kind: 'always' }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (items) => {
        expect(concurrentLoopSeconds(items, now, places)).toBe(playableLoopSeconds(items, now));
      }),
    );
  });
  it('is never more than the sum', () => {
    const itemArb = fc.record({
      type: fc.constant('VIDEO'),
      duration: fc.integer({ min: 0, max: 600 }),
      active: fc.constant(1),
      activeTill: fc.constant(null),
      schedule: fc.constantFrom<ItemSchedule | null>(null, morning, evening, { kind: 'open' }, { kind: 'closed' }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 6 }), (items) => {
        expect(concurrentLoopSeconds(items, now, places)).toBeLessThanOrEqual(playableLoopSeconds(items, now));
      }),
    );
  });
});

describe('what plays now by schedule (the editor’s "davon … laufen jetzt")', () => {
  // Tuesday 1 Dec 2026, 09:00 in Berlin (UTC+1).
  const tuesdayNine = Date.UTC(2026, 11, 1, 8);
  const open: ItemSchedule = { kind: 'open' };
  it('counts an item when its schedule plays at one of the places, always without a schedule', () => {
    expect(schedulePlaysSomewhere({ schedule: null }, tuesdayNine, places)).toBe(true);
    expect(schedulePlaysSomewhere({ schedule: morning }, tuesdayNine, places)).toBe(true);
    expect(schedulePlaysSomewhere({ schedule: evening }, tuesdayNine, places)).toBe(false);
    // The shop is open on Mondays only: not now at the shop, but at a place without hours (always open).
    expect(schedulePlaysSomewhere({ schedule: open }, tuesdayNine, places)).toBe(false);
    expect(schedulePlaysSomewhere({ schedule: open }, tuesdayNine, [...places, NO_PLACE])).toBe(true);
    expect(schedulePlaysSomewhere({ schedule: open }, tuesdayNine, [])).toBe(true);
  });
});

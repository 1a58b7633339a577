import type { ItemSchedule, PlaylistDetail } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { placeOfScreen, scheduledAt } from './loop-at';

const shop = { weekly: { sa: [{ from: '10:00', till: '14:00' }] }, exceptions: [] };
const playlist = {
  loopPlaces: [{ guidLocation: 'hamburg', hours: shop, timeZone: 'Europe/Berlin' }],
} as unknown as PlaylistDetail;
const morning: ItemSchedule = { kind: 'times', days: ['sa'], spans: [{ from: '07:00', till: '10:00' }] };
const items = [
  { name: 'immer', schedule: null },
  { name: 'morgens', schedule: morning },
  { name: 'offen', schedule: { kind: 'open' } as ItemSchedule },
  { name: 'zu', schedule: { kind: 'closed' } as ItemSchedule },
];
// Saturday 28 November 2026, in Berlin (UTC+1)
const saturday = (hour: number, minute = 0) => Date.UTC(2026, 10, 28, hour - 1, minute);

describe('the loop at a moment', () => {
  it("shows what the schedules let play then, by the hours of the screen's location", () => {
    const place = placeOfScreen(playlist, 'hamburg');
    const names = (at: number) => scheduledAt(items, place, at).map((i) => i.name);
    expect(names(saturday(8, 30))).toEqual(['immer', 'morgens', 'zu']);
    expect(names(saturday(10, 30))).toEqual(['immer', 'offen']);
    expect(names(saturday(14))).toEqual(['immer', 'zu']);
  });

  it('takes a location without hours as always open', () => {
    const place = placeOfScreen(playlist, 'elsewhere');
    expect(place.hours).toBeNull();
    expect(scheduledAt(items, place, saturday(8, 30)).map((i) => i.name)).toEqual(['immer', 'morgens', 'offen']);
    expect(placeOfScreen(null, null).hours).toBeNull();
  });
});

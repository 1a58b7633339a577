import type { PlaylistDetail, PlaylistItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { loopFacts, loopLimit, loopSeconds } from './loop-facts';

const base = { maxLength: 0, maxDuration: null, duration: 70, items: [], loopPlaces: [] } as unknown as PlaylistDetail;
const NOW = Date.UTC(2026, 11, 1, 8);

describe('loop facts', () => {
  it('measures against maxLength first, then maxDuration', () => {
    expect(loopLimit({ maxLength: 120, maxDuration: 60 })).toBe(120);
    expect(loopLimit({ maxLength: 0, maxDuration: 60 })).toBe(60);
    expect(loopLimit({ maxLength: 0, maxDuration: null })).toBeNull();
  });

  it('is green within the limit and red beyond', () => {
    expect(loopFacts(base, NOW)).toEqual({ length: '00:01:10', limit: null, colour: 'green' });
    expect(loopFacts({ ...base, maxLength: 60 }, NOW).colour).toBe('red');
    expect(loopFacts({ ...base, maxLength: 70 }, NOW).colour).toBe('green');
  });

  it("with schedules counts what plays at the same time, by the hours of the screens' locations", () => {
    const item = (duration: number, schedule: PlaylistItem['schedule']) =>
      ({ type: 'VIDEO', duration, orientation: null, schedule }) as PlaylistItem;
    const days = ['mo', 'di', 'mi', 'do', 'fr'] as const;
    const morning = item(100, { kind: 'times', days: [...days], spans: [{ from: '07:00', till: '10:00' }] });
    const evening = item(200, { kind: 'times', days: [...days], spans: [{ from: '18:00', till: '22:00' }] });
    const open = item(50, { kind: 'open' });
    const playlist = { ...base, duration: 350, items: [morning, evening, open] };
    // no hours anywhere: 'open' plays all the time
    expect(loopSeconds(playlist, NOW)).toBe(250);
    const shop = { weekly: { mo: [{ from: '09:00', till: '17:00' }] }, exceptions: [] };
    const at = { ...playlist, loopPlaces: [{ guidLocation: 'l1', hours: shop, timeZone: 'Europe/Berlin' }] };
    expect(loopSeconds(at, NOW)).toBe(200);
    expect(loopFacts({ ...at, maxLength: 220 }, NOW)).toEqual({
      length: '00:03:20',
      limit: '00:03:40',
      colour: 'green',
    });
    expect(loopSeconds({ ...base, duration: 90 }, NOW), 'without schedules the server sum').toBe(90);
  });
});

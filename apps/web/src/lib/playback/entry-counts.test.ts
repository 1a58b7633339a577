import { describe, expect, it } from 'vitest';
import { entryCounts } from './entry-counts';

const NOW = Date.UTC(2025, 9, 24, 12);
const item = (type: string, active = 1, activeFrom: number | null = null) => ({
  type,
  active,
  activeFrom,
  activeTill: null,
});

describe('entry counts', () => {
  it('counts entries without linked playlists, the playing ones among them, and the links apart', () => {
    const items = [
      item('IMAGE'),
      item('VIDEO'),
      item('WEB'),
      item('IMAGE', 0),
      item('IMAGE', 1, NOW + 1),
      item('PLAYLIST'),
    ];
    expect(entryCounts(items, NOW)).toEqual({ entries: 5, playing: 3, linked: 1 });
  });
});

describe('entry counts with schedules', () => {
  it('counts an item as playing only when its schedule plays now at a place of the playlist', () => {
    // Friday 24 Oct 2025, 14:00 in Berlin.
    const evening = {
      kind: 'times' as const,
      days: ['fr' as const],
      spans: [{ from: '18:00', till: '22:00' }],
    };
    const items = [item('IMAGE'), { ...item('IMAGE'), schedule: evening }, { ...item('WEB'), schedule: null }];
    const places = [{ hours: null, timeZone: 'Europe/Berlin' }];
    expect(entryCounts(items, NOW, places)).toEqual({ entries: 3, playing: 2, linked: 0 });
    expect(entryCounts(items, NOW)).toEqual({ entries: 3, playing: 3, linked: 0 });
    expect(entryCounts(items, Date.UTC(2025, 9, 24, 17), places).playing).toBe(3);
  });
});

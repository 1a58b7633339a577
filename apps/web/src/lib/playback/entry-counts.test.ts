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

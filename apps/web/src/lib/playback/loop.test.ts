import { describe, expect, it } from 'vitest';
import { isDue, keepPosition, playingItems, stepIndex } from './loop';

const NOW = Date.UTC(2025, 9, 24, 12);

describe('loop playback', () => {
  it('plays items that are on and valid, in order, without linked playlists', () => {
    const items = [
      { guid: 'b', orderNr: 20, type: 'IMAGE', active: 1, activeFrom: null, activeTill: null },
      { guid: 'a', orderNr: 10, type: 'WEB', active: 1, activeFrom: null, activeTill: null },
      { guid: 'l', orderNr: 15, type: 'PLAYLIST', active: 1, activeFrom: null, activeTill: null },
      { guid: 'x', orderNr: 5, type: 'IMAGE', active: 0, activeFrom: null, activeTill: null },
      { guid: 'f', orderNr: 1, type: 'IMAGE', active: 1, activeFrom: NOW + 1, activeTill: null },
    ];
    expect(playingItems(items, NOW).map((i) => i.guid)).toEqual(['a', 'b']);
    expect(playingItems(items, NOW + 1).map((i) => i.guid)).toEqual(['f', 'a', 'b']);
  });

  it('wraps around in both directions', () => {
    expect(stepIndex(2, 3, 1)).toBe(0);
    expect(stepIndex(0, 3, -1)).toBe(2);
    expect(stepIndex(0, 0, 1)).toBe(0);
  });

  it('advances images and web items after their duration, videos never by time', () => {
    expect(isDue({ type: 'IMAGE', duration: 2 }, NOW, NOW + 1999)).toBe(false);
    expect(isDue({ type: 'IMAGE', duration: 2 }, NOW, NOW + 2000)).toBe(true);
    expect(isDue({ type: 'WEB', duration: 0 }, NOW, NOW + 1000)).toBe(true);
    expect(isDue({ type: 'VIDEO', duration: 2 }, NOW, NOW + 60_000)).toBe(false);
  });

  it('keeps showing the same item when the list changes', () => {
    expect(keepPosition(['a', 'b', 'c'], 'c', 0)).toBe(2);
    expect(keepPosition(['a', 'b'], 'gone', 5)).toBe(1);
    expect(keepPosition([], 'a', 3)).toBe(0);
  });
});

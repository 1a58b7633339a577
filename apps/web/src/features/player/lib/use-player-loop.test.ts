import type { PlayerItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { nextItem } from './use-player-loop';

const NOW = Date.UTC(2025, 9, 24, 12);
const item = (guid: string, orderNr: number, patch: Partial<PlayerItem> = {}) =>
  ({
    guid,
    orderNr,
    type: 'IMAGE',
    active: 1,
    duration: 2,
    activeFrom: null,
    activeTill: null,
    ...patch,
  }) as PlayerItem;
const all = () => true;

describe('web player loop', () => {
  const items = [item('a', 100), item('b', 200), item('later', 300, { activeFrom: NOW + 60_000 }), item('c', 400)];

  it('starts with the first item and goes round in play order', () => {
    expect(nextItem(items, null, NOW, all)?.guid).toBe('a');
    expect(nextItem(items, 'a', NOW, all)?.guid).toBe('b');
    expect(nextItem(items, 'b', NOW, all)?.guid).toBe('c');
    expect(nextItem(items, 'c', NOW, all)?.guid).toBe('a');
  });

  it('switches items on and off by their validity without a new answer', () => {
    expect(nextItem(items, 'b', NOW + 60_000, all)?.guid).toBe('later');
    const expiring = [item('a', 100, { activeTill: NOW - 1 }), item('b', 200)];
    expect(nextItem(expiring, 'b', NOW, all)?.guid).toBe('b');
  });

  it('skips items whose media is not loaded and plays nothing when none is', () => {
    expect(nextItem(items, 'a', NOW, (i) => i.guid !== 'b')?.guid).toBe('c');
    expect(nextItem(items, null, NOW, () => false)).toBeNull();
    expect(nextItem([], null, NOW, all)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { currentItem } from './current-item';

const item = (guid: string, orderNr: number, duration: number, patch = {}) => ({
  guid,
  orderNr,
  duration,
  type: 'IMAGE',
  active: 1,
  activeFrom: null,
  activeTill: null,
  ...patch,
});

describe('current item', () => {
  const items = [
    item('a', 1, 10),
    item('b', 2, 5),
    item('off', 3, 5, { active: 0 }),
    item('link', 4, 0, { type: 'PLAYLIST' }),
  ];

  it('walks the playing items by their durations', () => {
    expect(currentItem(items, 0)?.guid).toBe('a');
    expect(currentItem(items, 9_999)?.guid).toBe('a');
    expect(currentItem(items, 10_000)?.guid).toBe('b');
    expect(currentItem(items, 15_000)?.guid).toBe('a');
  });

  it('is null for an empty or silent loop', () => {
    expect(currentItem([], 0)).toBeNull();
    expect(currentItem([item('off', 1, 5, { active: 0 })], 0)).toBeNull();
  });
});

import type { PlayerItem } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { nextItem, showingEnd, staysOn, VIDEO_GRACE_MS, windowEnd } from './loop-order';

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

/** The guids one screen shows in `count` changes from the start. */
function sequence(items: readonly PlayerItem[], count: number): string[] {
  const shown: string[] = [];
  let current: string | null = null;
  for (let i = 0; i < count; i += 1) {
    current = nextItem(items, current, NOW, all)?.guid ?? null;
    if (current) shown.push(current);
  }
  return shown;
}

describe('web player loop order', () => {
  const items = [item('a', 100), item('b', 200), item('later', 300, { activeFrom: NOW + 60_000 }), item('c', 400)];

  it('starts with the first item and goes round in the order of the answer', () => {
    expect(sequence(items, 4)).toEqual(['a', 'b', 'c', 'a']);
  });

  it("plays a linked channel's items where the answer lists them, whatever their own order numbers", () => {
    // A loop of six with a channel of two after the fifth: the channel's 100 and 200 equal the loop's.
    const loop = [
      item('red', 100),
      item('cyan', 200),
      item('green', 300),
      item('white', 400),
      item('blue', 500),
      item('channel-1', 100),
      item('channel-2', 200),
      item('yellow', 600),
    ];
    const order = loop.map((i) => i.guid);
    expect(sequence(loop, 16)).toEqual([...order, ...order]);
  });

  it('switches items on and off by their validity without a new answer', () => {
    expect(nextItem(items, 'b', NOW + 60_000, all)?.guid).toBe('later');
    const expiring = [item('a', 100, { activeTill: NOW - 1 }), item('b', 200)];
    expect(nextItem(expiring, 'b', NOW, all)?.guid).toBe('b');
    expect(nextItem([item('soon', 100, { activeFrom: NOW + 1 })], null, NOW, all)).toBeNull();
  });

  it('follows an item that left the answer with the first one', () => {
    expect(nextItem(items, 'gone', NOW, all)?.guid).toBe('a');
  });

  it('skips items whose media is not loaded and plays nothing when none is', () => {
    expect(nextItem(items, 'a', NOW, (i) => i.guid !== 'b')?.guid).toBe('c');
    expect(nextItem(items, null, NOW, () => false)).toBeNull();
    expect(nextItem([], null, NOW, all)).toBeNull();
  });
});

describe('what may stay on screen', () => {
  it('keeps an item the new loop still holds (with its new fields), drops one taken out, ended or unready', () => {
    const loop = [item('a', 100, { duration: 5 }), item('b', 200, { activeTill: NOW - 1 }), item('c', 300)];
    expect(staysOn(loop, 'a', NOW, all)?.duration).toBe(5);
    expect(staysOn(loop, 'gone', NOW, all)).toBeNull();
    expect(staysOn(loop, 'b', NOW, all)).toBeNull();
    expect(staysOn(loop, 'c', NOW, (i) => i.guid !== 'c')).toBeNull();
  });
});

describe('when a showing ends', () => {
  it('images and web pages at their exact duration (zero: 1 s), videos after a grace beyond their length', () => {
    expect(showingEnd({ type: 'IMAGE', duration: 3 }, 1000)).toBe(4000);
    expect(showingEnd({ type: 'WEB', duration: 0 }, 1000)).toBe(2000);
    expect(showingEnd({ type: 'VIDEO', duration: 20 }, 1000)).toBe(21_000 + VIDEO_GRACE_MS);
  });

  it("an item's window ends just after its activeTill on the server's clock, told on the local clock", () => {
    expect(windowEnd({ activeTill: null }, 0)).toBeNull();
    // The server's clock runs 5 s ahead: its activeTill comes 5 s earlier on the local clock.
    expect(windowEnd({ activeTill: NOW }, 5000)).toBe(NOW + 1 - 5000);
  });
});

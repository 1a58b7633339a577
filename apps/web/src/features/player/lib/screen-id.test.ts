import { DEVICE_KEY_PATTERN } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { newScreenId, SCREEN_ID_KEY, screenId } from './screen-id';

const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
};

describe('screen id of a browser screen', () => {
  it('makes a version 4 UUID', () => {
    const id = newScreenId((b) => {
      b.fill(0xff);
    });
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(DEVICE_KEY_PATTERN.test(newScreenId())).toBe(true);
    expect(newScreenId()).not.toBe(newScreenId());
  });

  it('keeps the id in storage and reuses it; a broken stored value is replaced', () => {
    const store = memory();
    const first = screenId(store);
    expect(store.map.get(SCREEN_ID_KEY)).toBe(first);
    expect(screenId(store)).toBe(first);
    store.setItem(SCREEN_ID_KEY, 'kaputt');
    const next = screenId(store);
    expect(next).not.toBe('kaputt');
    expect(DEVICE_KEY_PATTERN.test(next)).toBe(true);
    expect(DEVICE_KEY_PATTERN.test(screenId(null))).toBe(true);
  });
});

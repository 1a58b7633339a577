import { describe, expect, it } from 'vitest';
import { DEVICE_SHOW_ALL_KEY, readDeviceShowAll, writeDeviceShowAll } from './show-all-store';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('deviceShowAll', () => {
  it('is off when nothing is stored', () => {
    expect(readDeviceShowAll(memoryStore())).toBe(false);
    expect(readDeviceShowAll(null)).toBe(false);
  });
  it('remembers the choice under deviceShowAll', () => {
    const store = memoryStore();
    writeDeviceShowAll(true, store);
    expect(store.data.get(DEVICE_SHOW_ALL_KEY)).toBe('true');
    expect(readDeviceShowAll(store)).toBe(true);
    writeDeviceShowAll(false, store);
    expect(readDeviceShowAll(store)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readShowAll, SHOW_ALL_KEY, writeShowAll } from './show-all';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('playlistShowAll', () => {
  it('is remembered under its SPEC name', () => {
    const storage = memoryStorage();
    expect(readShowAll(storage)).toBe(false);
    writeShowAll(true, storage);
    expect(storage.data.get(SHOW_ALL_KEY)).toBe('true');
    expect(SHOW_ALL_KEY).toBe('playlistShowAll');
    expect(readShowAll(storage)).toBe(true);
  });

  it('survives a broken storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readShowAll(broken)).toBe(false);
    expect(() => writeShowAll(true, broken)).not.toThrow();
  });
});

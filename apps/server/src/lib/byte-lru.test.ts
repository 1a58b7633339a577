import { describe, expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

const bytes = (n: number) => Buffer.alloc(n);

describe('ByteLru', () => {
  it('drops the least recently used entries when over the byte cap', () => {
    const lru = new ByteLru(100);
    lru.set('a', bytes(40));
    lru.set('b', bytes(40));
    expect(lru.get('a')?.length).toBe(40); // a is now newer than b
    lru.set('c', bytes(40));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.get('c')).toBeDefined();
    expect(lru.bytes).toBe(80);
  });

  it('keeps no entry bigger than the cap and counts a replaced entry once', () => {
    const lru = new ByteLru(100);
    lru.set('big', bytes(101));
    expect(lru.size).toBe(0);
    lru.set('a', bytes(30));
    lru.set('a', bytes(50));
    expect(lru.bytes).toBe(50);
    expect(lru.size).toBe(1);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longText, shortText } from '../schemas/common.js';
import { findNul, hasNul } from './text.js';

describe('text without U+0000', () => {
  it('finds the path of the first string with a NUL, also in keys and arrays', () => {
    expect(findNul('a\u0000b')).toBe('');
    expect(findNul({ a: 1, b: ['x', 'y\u0000'] })).toBe('.b.1');
    expect(findNul({ 'k\u0000': 1 })).toBe('.k\\u0000');
    expect(findNul({ a: { b: null, c: 'ok' } })).toBeNull();
    expect(findNul(42)).toBeNull();
  });

  it('walks a value nested 100,000 levels deep without running out of stack', () => {
    let deep: unknown = 'unten\u0000';
    let clean: unknown = 'unten';
    for (let i = 0; i < 100_000; i++) {
      deep = i % 2 ? { k: deep } : [deep];
      clean = i % 2 ? { k: clean } : [clean];
    }
    const at = findNul(deep);
    expect(at?.length).toBe(100_000 * 2);
    expect(at?.startsWith('.k.0.k.0')).toBe(true);
    expect(findNul(clean)).toBeNull();
  });

  it('agrees with a plain search for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value) ?? '';
        expect(findNul(value) !== null).toBe(text.includes('\\u0000'));
      }),
    );
  });

  it('the shared text schemas refuse it with the German message', () => {
    for (const schema of [shortText, longText]) {
      const result = schema.safeParse('Filiale\u0000Süd');
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/U\+0000/);
      expect(schema.parse('Filiale Süd')).toBe('Filiale Süd');
    }
    expect(hasNul('ohne')).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BYTE_UNITS, formatBytes } from './bytes.js';

describe('formatBytes', () => {
  it('uses base 1024, two decimals and German formatting', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,50 KB');
    expect(formatBytes(104_857_600)).toBe('100,00 MB');
    expect(formatBytes(1024 ** 3 * 1.234)).toBe('1,23 GB');
    expect(formatBytes(1024 ** 8 * 2048)).toBe('2.048,00 YB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1,00 MB');
    expect(formatBytes(-5)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
  });
  it('property: the number shown times its unit is within rounding of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: 1024, max: 1e30, noNaN: true }), (bytes) => {
        const [num, unit] = formatBytes(bytes).split(' ');
        const exp = BYTE_UNITS.indexOf(unit as (typeof BYTE_UNITS)[number]);
        const value = Number(num.replaceAll('.', '').replace(',', '.'));
        expect(exp).toBeGreaterThan(0);
        expect(Math.abs(value * 1024 ** exp - bytes) / bytes).toBeLessThan(0.01);
        if (exp < BYTE_UNITS.length - 1) expect(value).toBeLessThan(1024);
      }),
    );
  });
});

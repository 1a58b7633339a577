import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentShares } from './distribution.js';

describe('percentShares', () => {
  it('splits a total in percent with two decimals', () => {
    expect(percentShares([1, 1, 1])).toEqual([33.34, 33.33, 33.33]);
    expect(percentShares([3, 1])).toEqual([75, 25]);
    // the extra hundredth goes to the largest remainder, not the largest part or the first index
    expect(percentShares([1, 5])).toEqual([16.67, 83.33]);
    expect(percentShares([5, 1])).toEqual([83.33, 16.67]);
    expect(percentShares([1, 2])).toEqual([33.33, 66.67]);
    expect(percentShares([0, 0])).toEqual([0, 0]);
    expect(percentShares([])).toEqual([]);
  });

  it('adds up to exactly 100 and leaves empty parts at 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 60 }), (parts) => {
        const shares = percentShares(parts);
        const total = parts.reduce((a, b) => a + b, 0);
        const hundredths = shares.reduce((a, s) => a + Math.round(s * 100), 0);
        expect(hundredths).toBe(total > 0 ? 10_000 : 0);
        shares.forEach((share, i) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
          if (parts[i] === 0) expect(share).toBe(0);
          if (total > 0) expect(Math.abs(share - (parts[i] * 100) / total)).toBeLessThan(0.011);
        });
      }),
    );
  });
});

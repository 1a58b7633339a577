import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatConfirmedAt, formatEuro } from './offer-values.js';

/** '1.299,50 €' → 129950 (cents), by the German format's rules. */
function centsOf(text: string): number {
  const match = /^(\d{1,3}(?:\.\d{3})*)(?:,(\d{2}))?\u00a0€$/.exec(text);
  if (!match) throw new Error(`not a German euro amount: ${JSON.stringify(text)}`);
  return Number(match[1].replaceAll('.', '')) * 100 + Number(match[2] ?? 0);
}

describe('formatEuro', () => {
  it('writes the exact amount: cents when there are any, whole euros without', () => {
    expect(formatEuro(1299.5)).toBe('1.299,50\u00a0€');
    expect(formatEuro(899)).toBe('899\u00a0€');
    expect(formatEuro(1299)).toBe('1.299\u00a0€');
    expect(formatEuro(0.99)).toBe('0,99\u00a0€');
    expect(formatEuro(10_000_000)).toBe('10.000.000\u00a0€');
  });

  it('gives back every price in cents up to the provider maximum (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = formatEuro(cents / 100);
        expect(centsOf(text)).toBe(cents);
        expect(text.includes(',')).toBe(cents % 100 !== 0);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('formatConfirmedAt', () => {
  it("writes the location's wall clock in German format, summer and winter", () => {
    expect(formatConfirmedAt(Date.UTC(2026, 10, 27, 13, 0), 'Europe/Berlin')).toBe('Stand: 27.11.2026, 14:00');
    expect(formatConfirmedAt(Date.UTC(2026, 6, 1, 6, 5), 'Europe/Berlin')).toBe('Stand: 01.07.2026, 08:05');
    expect(formatConfirmedAt(Date.UTC(2026, 6, 1, 23, 59, 59), 'Europe/Berlin')).toBe('Stand: 02.07.2026, 01:59');
    expect(formatConfirmedAt(Date.UTC(2026, 0, 1, 0, 0), 'Europe/Istanbul')).toBe('Stand: 01.01.2026, 03:00');
  });
});

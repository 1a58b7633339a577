import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFLINE_AFTER_MS, deviceIndicator, diskColour, diskUsagePercent } from './device-health.js';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-06-01T10:00:00Z');

describe('deviceIndicator', () => {
  it('is offline (2) at exactly the threshold and without a heartbeat, online (0) just below', () => {
    expect(deviceIndicator(NOW - 24 * HOUR, NOW)).toBe(2);
    expect(deviceIndicator(NOW - 24 * HOUR + 1, NOW)).toBe(0);
    expect(deviceIndicator(null, NOW)).toBe(2);
    expect(deviceIndicator(undefined, NOW)).toBe(2);
    expect(deviceIndicator(Number.NaN, NOW)).toBe(2);
    expect(deviceIndicator(NOW - 2 * HOUR, NOW, 1 * HOUR)).toBe(2);
    expect(DEFAULT_OFFLINE_AFTER_MS).toBe(24 * HOUR);
  });

  it('never produces yellow (1) and agrees with the age threshold', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 4e12 }), { nil: null }),
        fc.integer({ min: 0, max: 4e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        (last, now, after) => {
          const value = deviceIndicator(last, now, after);
          expect(value).not.toBe(1);
          expect(value).toBe(last === null || now - last >= after ? 2 : 0);
        },
      ),
    );
  });
});

describe('diskColour', () => {
  it('follows the 80 / 95 % thresholds', () => {
    expect(diskColour(79, 100)).toBe('green');
    expect(diskColour(80, 100)).toBe('orange');
    expect(diskColour(95, 100)).toBe('orange');
    expect(diskColour(95.01, 100)).toBe('red');
    expect(diskColour(0, 100)).toBe('green');
    expect(diskUsagePercent(12_000, 32_000)).toBeCloseTo(37.5);
  });

  it('is unknown (null) when the maximum is 0, missing or the values are nonsense', () => {
    expect(diskColour(10, 0)).toBeNull();
    expect(diskColour(10, null)).toBeNull();
    expect(diskColour(null, 100)).toBeNull();
    expect(diskColour(-1, 100)).toBeNull();
    expect(diskColour(Number.NaN, 100)).toBeNull();
  });

  it('is monotone: more usage never gives a calmer colour', () => {
    const rank = { green: 0, orange: 1, red: 2 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        fc.double({ min: 0, max: 1.2, noNaN: true }),
        (max, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const ca = diskColour(lo * max, max);
          const cb = diskColour(hi * max, max);
          expect(ca).not.toBeNull();
          expect(rank[ca ?? 'green']).toBeLessThanOrEqual(rank[cb ?? 'green']);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { periodOf, shortDay } from './periods';

const TODAY = new Date(2026, 2, 3); // 3 March 2026

describe('periodOf', () => {
  it.each([
    ['last7', { from: '2026-02-25', to: '2026-03-03' }],
    ['last30', { from: '2026-02-02', to: '2026-03-03' }],
    ['thisMonth', { from: '2026-03-01', to: '2026-03-03' }],
    ['lastMonth', { from: '2026-02-01', to: '2026-02-28' }],
  ] as const)('%s', (key, period) => {
    expect(periodOf(key, TODAY)).toEqual(period);
  });

  it('crosses the year for last month in January', () => {
    expect(periodOf('lastMonth', new Date(2027, 0, 15))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('shows days as DD.MM.', () => {
    expect(shortDay('2026-05-31')).toBe('31.05.');
  });
});

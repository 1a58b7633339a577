import { describe, expect, it } from 'vitest';
import { periodOf, reportToday, shortDay } from './periods';

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

  it('counts today in German time, whatever the browser zone: 23:30 UTC on 6 December is 7 December', () => {
    const today = reportToday(Date.UTC(2026, 11, 6, 23, 30));
    expect([today.getFullYear(), today.getMonth(), today.getDate()]).toEqual([2026, 11, 7]);
    expect(periodOf('last7', today)).toEqual({ from: '2026-12-01', to: '2026-12-07' });
    // and in summer time (UTC+2): 22:30 UTC on 30 June is 1 July in Berlin
    expect(reportToday(Date.UTC(2026, 5, 30, 22, 30)).getDate()).toBe(1);
  });

  it('shows days as DD.MM.', () => {
    expect(shortDay('2026-05-31')).toBe('31.05.');
  });
});

import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('formatDate', () => {
  it('formats epoch milliseconds as DD.MM.YYYY', () => {
    expect(formatDate(new Date(2025, 9, 24, 13, 5).getTime())).toBe('24.10.2025');
  });
  it('pads day and month', () => {
    expect(formatDate(new Date(2024, 0, 3))).toBe('03.01.2024');
  });
  it('is empty for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });
  it('adds HH:mm for date-times', () => {
    expect(formatDateTime(new Date(2025, 9, 24, 9, 7))).toBe('24.10.2025 09:07');
  });
});

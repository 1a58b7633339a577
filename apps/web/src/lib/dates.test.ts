import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, locationDates } from './dates';

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

describe("a location's dates", () => {
  // 23:30 UTC on 31.12.2026: already 1 January in Berlin, still 31 December in New York, whatever the browser's zone.
  const at = Date.UTC(2026, 11, 31, 23, 30);
  it("are shown in the location's zone and name it", () => {
    const ny = locationDates('America/New_York', 'Europe/Berlin');
    expect(ny.zone).toBe('America/New_York');
    expect(ny.day(at)).toBe('31.12.2026');
    expect(ny.moment(at)).toBe('31.12.2026, 18:30');
  });
  it('are Europe/Berlin for a location without a zone', () => {
    const berlin = locationDates(null, 'Europe/Berlin');
    expect(berlin.zone).toBe('Europe/Berlin');
    expect(berlin.day(at)).toBe('01.01.2027');
    expect(berlin.moment(at)).toBe('01.01.2027, 00:30');
    expect(berlin.day(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { silentSinceTime } from './rest-text';

const at = (text: string) => new Date(text).getTime();

describe('silentSinceTime', () => {
  it("is 'HH:mm' for a report of today, 'DD.MM.YYYY HH:mm' for one of another day", () => {
    expect(silentSinceTime(at('2026-06-04T09:59:00'), at('2026-06-04T10:20:00'))).toBe('09:59');
    expect(silentSinceTime(at('2026-06-03T17:05:00'), at('2026-06-04T00:10:00'))).toBe('03.06.2026 17:05');
  });
});

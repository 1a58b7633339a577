import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows seconds, minutes and hours as h:mm:ss', () => {
    expect(formatDuration(12.8)).toBe('0:00:13');
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.4)).toBe('0:00:59');
    expect(formatDuration(61)).toBe('0:01:01');
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(100 * 3600 + 5 * 60 + 9)).toBe('100:05:09');
  });
});

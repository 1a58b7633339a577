import { describe, expect, it } from 'vitest';
import { starsText } from './offer-stars.js';

describe('starsText', () => {
  it('draws whole stars and a half for the hotel category, halves rounded down', () => {
    expect(starsText(4.5)).toBe('★★★★½');
    expect(starsText(3)).toBe('★★★');
    expect(starsText(3.4)).toBe('★★★');
    expect(starsText(3.7)).toBe('★★★½');
    expect(starsText(0.5)).toBe('½');
    expect(starsText(1)).toBe('★');
    expect(starsText(6.99)).toBe('★★★★★★½');
    expect(starsText(7)).toBe('★★★★★★★');
  });
  it('gives nothing outside 0–7 and for anything but a number', () => {
    for (const category of [0, 0.4, -0.5, -1, 7.01, 7.5, 8, Number.NaN, Number.POSITIVE_INFINITY, -Infinity]) {
      expect(starsText(category), String(category)).toBe('');
    }
    expect(starsText(null)).toBe('');
    expect(starsText(undefined)).toBe('');
    // untyped data (e.g. JSON) may carry the category as text: not drawn either
    expect(starsText('4.5' as unknown as number)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { offerToolLink } from './offer-link';

describe('offerToolLink', () => {
  it('carries the code and, when set, the advisoryId', () => {
    expect(offerToolLink('https://tv.example', 'abc', ' 100 200 ')).toBe(
      'https://tv.example/pc/addImage?advisoryId=100+200&code=abc',
    );
    expect(offerToolLink('https://tv.example', 'abc', null)).toBe('https://tv.example/pc/addImage?code=abc');
  });
});

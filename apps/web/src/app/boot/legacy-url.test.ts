import { describe, expect, it } from 'vitest';
import { hashLinkToPath, takeAuthToken } from './legacy-url';

describe('hashLinkToPath', () => {
  it('turns a hash route into the path form, keeping the query', () => {
    expect(hashLinkToPath('#/pc/addImage?x=1')).toBe('/pc/addImage?x=1');
    expect(hashLinkToPath('#/preview/abc')).toBe('/preview/abc');
    expect(hashLinkToPath('#/')).toBe('/');
  });
  it('leaves plain anchors and empty hashes alone', () => {
    expect(hashLinkToPath('')).toBeNull();
    expect(hashLinkToPath('#top')).toBeNull();
  });
  it('never produces a protocol-relative URL', () => {
    expect(hashLinkToPath('#//evil.example/x')).toBe('/evil.example/x');
  });
});

describe('takeAuthToken', () => {
  it('returns the token and strips it from the URL', () => {
    expect(takeAuthToken('/pc/addImage', '?code=7&authToken=abc&x=1')).toEqual({
      token: 'abc',
      url: '/pc/addImage?code=7&x=1',
    });
  });
  it('drops the question mark when nothing remains and keeps the hash', () => {
    expect(takeAuthToken('/', '?authToken=t', '#a')).toEqual({ token: 't', url: '/#a' });
  });
  it('is null without a token', () => {
    expect(takeAuthToken('/login', '')).toBeNull();
    expect(takeAuthToken('/login', '?authToken=')).toBeNull();
  });
});

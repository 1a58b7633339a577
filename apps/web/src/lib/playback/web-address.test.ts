import { describe, expect, it } from 'vitest';
import { isFramableAddress, resolveWebAddress } from './web-address';

describe('web addresses', () => {
  it('replaces the {host} placeholder with the origin', () => {
    expect(resolveWebAddress('{host}/angebote', 'https://tv.example')).toBe('https://tv.example/angebote');
    expect(resolveWebAddress(' https://a.example/x ', 'https://tv.example')).toBe('https://a.example/x');
    expect(resolveWebAddress(null, 'https://tv.example')).toBe('');
  });
  it('frames only http and https pages', () => {
    expect(isFramableAddress('https://a.example')).toBe(true);
    expect(isFramableAddress('javascript:alert(1)')).toBe(false);
    expect(isFramableAddress('kein link')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { resolveWebAddress } from './web-address';

describe('{host} in web addresses', () => {
  it('becomes the app origin', () => {
    expect(resolveWebAddress('{host}/angebote', 'https://signage.example')).toBe('https://signage.example/angebote');
    expect(resolveWebAddress('{host}', 'http://localhost:8080')).toBe('http://localhost:8080');
  });
  it('leaves other addresses alone', () => {
    expect(resolveWebAddress('https://www.example.com/{host}', 'http://x')).toBe('https://www.example.com/{host}');
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, tileOrigin } from './content-security.js';

describe('tileOrigin', () => {
  it('takes scheme and host of the tile URL template', () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin('http://127.0.0.1:41234/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:41234');
  });

  it('turns a subdomain placeholder into a CSP wildcard', () => {
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });

  it('falls back to the scheme when a placeholder is not a leading label', () => {
    expect(tileOrigin('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toBe('https:');
  });

  it('knows no origin for something that is not an http(s) URL', () => {
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeNull();
  });
});

describe('contentSecurityDirectives', () => {
  it('allows pictures from https hosts and the tile server, scripts only from us', () => {
    const csp = contentSecurityDirectives('http://127.0.0.1:41234/{z}/{x}/{y}.png');
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http://127.0.0.1:41234']);
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });

  it('adds no origin when the template host cannot be a CSP source (https: covers it)', () => {
    expect(contentSecurityDirectives('https://tiles-{s}.example.org/{z}/{x}/{y}.png').imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { contentSecurityDirectives, tileOrigins } from './content-security.js';

describe('tileOrigins', () => {
  it('takes scheme and host of the tile URL template', () => {
    expect(tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toEqual(['https://tile.openstreetmap.org']);
    expect(tileOrigins('http://127.0.0.1:41234/{z}/{x}/{y}.png')).toEqual(['http://127.0.0.1:41234']);
  });

  it("names the hosts of Leaflet's subdomains a, b and c for {s}, wherever it stands in the host", () => {
    expect(tileOrigins('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
    expect(tileOrigins('https://tiles-{s}.example.org/{z}/{x}/{y}.png')).toEqual([
      'https://tiles-a.example.org',
      'https://tiles-b.example.org',
      'https://tiles-c.example.org',
    ]);
  });

  it('knows no origin for something that is not an http(s) URL', () => {
    expect(tileOrigins('/tiles/{z}/{x}/{y}.png')).toEqual([]);
  });
});

describe('contentSecurityDirectives', () => {
  it('allows pictures only from us, data/blob URLs and the tile server; scripts only from us', () => {
    const csp = contentSecurityDirectives('http://127.0.0.1:41234/{z}/{x}/{y}.png');
    expect(csp.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'http://127.0.0.1:41234']);
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.connectSrc).toEqual(["'self'"]);
  });
});

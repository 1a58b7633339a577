import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canToggleActive,
  defaultValidity,
  hasUsableThumb,
  isValidWindow,
  isWebAddress,
  toggledActive,
  validityColour,
  webItemDefaults,
} from './playlist-items.js';

describe('web item defaults', () => {
  it('location view: active, placed last', () => {
    expect(webItemDefaults('location', [{ orderNr: 300 }])).toEqual({
      name: 'Web URL',
      type: 'WEB',
      mime: 'web',
      duration: 10,
      active: 1,
      orderNr: 400,
    });
    expect(webItemDefaults('location', []).orderNr).toBe(100);
  });
  it('playlist editor: inactive, orderNr 900', () => {
    expect(webItemDefaults('editor', [{ orderNr: 300 }])).toMatchObject({ active: 0, orderNr: 900 });
  });
  it('accepts http(s) and {host} addresses only', () => {
    expect(isWebAddress('https://example.org/a')).toBe(true);
    expect(isWebAddress('{host}/angebote')).toBe(true);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
    expect(isWebAddress('ftp://x')).toBe(false);
    expect(isWebAddress('kein link')).toBe(false);
  });
});

describe('validity window', () => {
  it('defaults to now until one year later', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(defaultValidity(now)).toEqual({ activeFrom: now, activeTill: Date.parse('2027-06-01T10:00:00Z') });
  });
  it('is green inside [from, till], red outside', () => {
    expect(validityColour(5, 1, 10)).toBe('green');
    expect(validityColour(1, 1, 10)).toBe('green');
    expect(validityColour(10, 1, 10)).toBe('green');
    expect(validityColour(11, 1, 10)).toBe('red');
    expect(validityColour(0, 1, 10)).toBe('red');
    expect(validityColour(0, null, null)).toBe('green');
  });
  it('property: a window is invalid exactly when it ends before it starts', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (a, b) => {
        expect(isValidWindow(a, b)).toBe(b >= a);
      }),
    );
    expect(isValidWindow(null, 5)).toBe(true);
  });
});

describe('active toggle', () => {
  it('readOnly items cannot be toggled', () => {
    expect(canToggleActive({ readOnly: 1 })).toBe(false);
    expect(toggledActive({ active: 1, readOnly: 1 })).toBe(1);
    expect(toggledActive({ active: 0, readOnly: 1 })).toBe(0);
    expect(toggledActive({ active: 1, readOnly: 0 })).toBe(0);
    expect(toggledActive({ active: 0 })).toBe(1);
  });
  it('a thumbnail is usable when longer than 10 characters', () => {
    expect(hasUsableThumb('data:image')).toBe(false);
    expect(hasUsableThumb('data:image/')).toBe(true);
    expect(hasUsableThumb(null)).toBe(false);
  });
});

describe('edges of addresses and windows', () => {
  it('trims before looking for the placeholder; only http and https addresses', () => {
    expect(isWebAddress('  {host}/info ')).toBe(true);
    expect(isWebAddress('http://x.de')).toBe(true);
    expect(isWebAddress('https://x.de')).toBe(true);
    expect(isWebAddress('ftp://x.de')).toBe(false);
  });
  it('an open end is always valid and never ends the window, also around 0', () => {
    expect(isValidWindow(null, -5)).toBe(true);
    expect(isValidWindow(5, null)).toBe(true);
    expect(isValidWindow(undefined, -5)).toBe(true);
    expect(validityColour(-10, null, 0)).toBe('green');
    expect(validityColour(10, 0, null)).toBe('green');
    expect(validityColour(10, 0, undefined)).toBe('green');
  });
});

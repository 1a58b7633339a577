import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddToLoop,
  formatLoopLength,
  isUploadHidden,
  loopLengthColour,
  MAX_LENGTH_HINT,
  maxDurationMessage,
  NOT_ALLOWED_TITLE,
  normalizeDuration,
  ownLoopSeconds,
  playbackMs,
} from './loop.js';

describe('durations', () => {
  it('replaces a zero image/web duration by 1000 ms (stored as 1 s); videos and links keep 0', () => {
    expect(normalizeDuration('IMAGE', 0)).toBe(1);
    expect(normalizeDuration('WEB', 0)).toBe(1);
    expect(normalizeDuration('VIDEO', 0)).toBe(0);
    expect(normalizeDuration('PLAYLIST', 0)).toBe(0);
    expect(normalizeDuration('IMAGE', 12.4)).toBe(12);
    expect(playbackMs('IMAGE', 0)).toBe(1000);
    expect(playbackMs('WEB', 10)).toBe(10_000);
  });
});

describe('maxDuration rule', () => {
  it('allows adding while the own loop is below maxDuration, or without a maximum', () => {
    expect(canAddToLoop(119, 120)).toBe(true);
    expect(canAddToLoop(120, 120)).toBe(false);
    expect(canAddToLoop(5000, 0)).toBe(true);
    expect(canAddToLoop(5000, null)).toBe(true);
    expect(canAddToLoop(5000, undefined)).toBe(true);
  });
  it('property: with a positive maximum, allowed exactly when below it', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (own, max) => {
        expect(canAddToLoop(own, max)).toBe(own < max);
      }),
    );
  });
  it('counts own items only, linked playlists not', () => {
    expect(
      ownLoopSeconds([
        { type: 'IMAGE', duration: 10 },
        { type: 'VIDEO', duration: 7 },
        { type: 'PLAYLIST', duration: 300 },
      ]),
    ).toBe(17);
  });
  it('has the German texts verbatim', () => {
    expect(NOT_ALLOWED_TITLE).toBe('Nicht erlaubt');
    expect(maxDurationMessage(120)).toBe(
      'Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind 120 Sekunden',
    );
    expect(MAX_LENGTH_HINT).toBe(
      'Kein Upload mehr möglich. Ihre Maximal Länge ist erreicht. Bitte entfernen Sie zunächst ein Video',
    );
  });
});

describe('maxLength', () => {
  it('hides the upload only when maxLength is set and exceeded', () => {
    expect(isUploadHidden(0, 9999)).toBe(false);
    expect(isUploadHidden(null, 9999)).toBe(false);
    expect(isUploadHidden(120, 120)).toBe(false);
    expect(isUploadHidden(120, 121)).toBe(true);
    expect(loopLengthColour(120, 120)).toBe('green');
    expect(loopLengthColour(121, 120)).toBe('red');
    expect(loopLengthColour(121, 0)).toBe('green');
  });
});

describe('loop length', () => {
  it('formats hh:mm:ss', () => {
    expect(formatLoopLength(0)).toBe('00:00:00');
    expect(formatLoopLength(59)).toBe('00:00:59');
    expect(formatLoopLength(3661)).toBe('01:01:01');
    expect(formatLoopLength(90_000)).toBe('25:00:00');
  });
  it('property: parsing the text gives the seconds back', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (s) => {
        const [h, m, sec] = formatLoopLength(s).split(':').map(Number);
        expect(h * 3600 + m * 60 + sec).toBe(s);
        expect(m).toBeLessThan(60);
        expect(sec).toBeLessThan(60);
      }),
    );
  });
});

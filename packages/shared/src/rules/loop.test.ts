import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddToLoop,
  canPlayInLoop,
  formatLoopLength,
  isUploadHidden,
  type LoopItem,
  loopChangeAllowed,
  loopLengthColour,
  MAX_LENGTH_HINT,
  maxDurationMessage,
  NOT_ALLOWED_TITLE,
  normalizeDuration,
  ownLoopSeconds,
  playableLoopSeconds,
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

describe('what the limits count', () => {
  const NOW = Date.parse('2026-06-01T10:00:00Z');
  const item = (values: Partial<LoopItem>): LoopItem => ({
    type: 'IMAGE',
    duration: 10,
    active: 1,
    activeTill: null,
    ...values,
  });

  it('counts active own items whose window has not ended; inactive, ended and linked ones not', () => {
    expect(
      playableLoopSeconds(
        [
          item({ duration: 10 }),
          item({ duration: 20, activeTill: NOW + 1 }),
          item({ duration: 40, active: 0 }),
          item({ duration: 80, activeTill: NOW }),
          item({ duration: 160, type: 'PLAYLIST' }),
        ],
        NOW,
      ),
    ).toBe(30);
    expect(canPlayInLoop(item({ activeTill: NOW - 1 }), NOW)).toBe(false);
  });

  const arbItem = fc.record({
    type: fc.constantFrom('IMAGE', 'VIDEO', 'WEB', 'PLAYLIST'),
    duration: fc.nat(3600),
    active: fc.constantFrom(0, 1),
    activeTill: fc.option(fc.integer({ min: NOW - 10 * 86_400_000, max: NOW + 10 * 86_400_000 }), { nil: null }),
  });

  it('property: never more than the whole own loop; switching an item off never lengthens it', () => {
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 20 }), fc.nat(19), (items, index) => {
        const playable = playableLoopSeconds(items, NOW);
        expect(playable).toBeLessThanOrEqual(ownLoopSeconds(items));
        expect(playable).toBe(
          playableLoopSeconds(
            items.filter((i) => canPlayInLoop(i, NOW)),
            NOW,
          ),
        );
        if (items.length === 0) return;
        const off = items.map((i, k) => (k === index % items.length ? { ...i, active: 0 } : i));
        expect(playableLoopSeconds(off, NOW)).toBeLessThanOrEqual(playable);
      }),
    );
  });
});

describe('loop changes against maxDuration', () => {
  it('adding follows SPEC §5 (allowed below the maximum); changing must end within it', () => {
    expect(loopChangeAllowed('add', 115, 125, 120)).toBe(true);
    expect(loopChangeAllowed('add', 120, 130, 120)).toBe(false);
    expect(loopChangeAllowed('change', 10, 1120, 120)).toBe(false);
    expect(loopChangeAllowed('change', 10, 120, 120)).toBe(true);
    expect(loopChangeAllowed('change', 500, 400, 120)).toBe(true);
    expect(loopChangeAllowed('add', 500, 500, 120)).toBe(true);
    expect(loopChangeAllowed('change', 10, 99_999, 0)).toBe(true);
    expect(loopChangeAllowed('add', 10, 99_999, null)).toBe(true);
  });

  it('property: what does not lengthen the loop is always allowed; an allowed change ends within the maximum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('add' as const, 'change' as const),
        fc.nat(10_000),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 10_000 }),
        (kind, before, after, max) => {
          const allowed = loopChangeAllowed(kind, before, after, max);
          if (after <= before) expect(allowed).toBe(true);
          else if (kind === 'change') expect(allowed).toBe(after <= max);
          else expect(allowed).toBe(before < max);
        },
      ),
    );
  });
});

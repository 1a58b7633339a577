import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { longestScreenSeconds, playsOnScreen, screenOrientation } from './item-orientation.js';
import { ownLoopSeconds } from './loop.js';

describe('item orientation', () => {
  it('plays an item without orientation everywhere, an oriented one only on screens of its shape', () => {
    expect(playsOnScreen({ orientation: null }, 'vertical')).toBe(true);
    expect(playsOnScreen({}, 'horizontal')).toBe(true);
    expect(playsOnScreen({ orientation: 'vertical' }, 'vertical')).toBe(true);
    expect(playsOnScreen({ orientation: 'vertical' }, 'horizontal')).toBe(false);
    expect(playsOnScreen({ orientation: 'horizontal' }, 'vertical')).toBe(false);
    // a screen without a known orientation is a landscape screen, as the players treat it
    expect(screenOrientation(null)).toBe('horizontal');
    expect(playsOnScreen({ orientation: 'horizontal' }, '')).toBe(true);
  });

  it('counts the longest loop one screen plays', () => {
    const items = [
      { type: 'IMAGE', duration: 10 },
      { type: 'IMAGE', duration: 10, orientation: 'horizontal' },
      { type: 'IMAGE', duration: 15, orientation: 'vertical' },
      { type: 'PLAYLIST', duration: 99, orientation: null },
    ];
    expect(ownLoopSeconds(items)).toBe(25);
  });

  it('property: equals the loop of the screen that plays the most, and the plain sum without orientations', () => {
    const item = fc.record({
      duration: fc.nat(3600),
      orientation: fc.constantFrom(null, 'horizontal', 'vertical'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (items) => {
        const screen = (o: string) => items.filter((i) => playsOnScreen(i, o)).reduce((sum, i) => sum + i.duration, 0);
        expect(longestScreenSeconds(items)).toBe(Math.max(screen('horizontal'), screen('vertical')));
        const plain = items.map((i) => ({ ...i, orientation: null }));
        expect(longestScreenSeconds(plain)).toBe(plain.reduce((sum, i) => sum + i.duration, 0));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { announcementFontSize, announcementTextColour, luminanceOf } from './announcement-look.js';

describe('announcement look', () => {
  it('takes white text on dark colours and black on light ones', () => {
    expect(announcementTextColour('#c62828')).toBe('#ffffff');
    expect(announcementTextColour('#212121')).toBe('#ffffff');
    expect(announcementTextColour('#1565c0')).toBe('#ffffff');
    expect(announcementTextColour('#ffeb3b')).toBe('#000000');
    expect(announcementTextColour('#ffffff')).toBe('#000000');
    expect(luminanceOf('kaputt')).toBe(0);
  });

  it('sets short texts larger than long ones, smaller next to a picture', () => {
    const short = announcementFontSize('Heute geschlossen', false);
    const medium = announcementFontSize('Heute wegen Betriebsversammlung ab 16 Uhr geschlossen', false);
    const long = announcementFontSize('x'.repeat(200), false);
    expect(short).toBeGreaterThan(medium);
    expect(medium).toBeGreaterThan(long);
    expect(announcementFontSize('Heute geschlossen', true)).toBeLessThan(short);
  });
});

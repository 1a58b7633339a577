/**
 * How an announcement looks on a screen, one rule for the web player and the page the Android players load: the text in
 * black or white, whichever reads better on the chosen colour, and as large as its length allows (readable from the
 * street), a bit smaller next to a picture.
 */

/** Relative luminance (WCAG) of #rrggbb; 0 for anything else. */
export function luminanceOf(colour: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!m) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((hex) => {
    const c = Number.parseInt(hex as string, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white text on the background, whichever has the higher contrast. */
export function announcementTextColour(background: string): '#000000' | '#ffffff' {
  const l = luminanceOf(background);
  const onWhite = 1.05 / (l + 0.05);
  const onBlack = (l + 0.05) / 0.05;
  return onBlack > onWhite ? '#000000' : '#ffffff';
}

/** Font size in vmin (a hundredth of the screen's shorter side) for a text of this length. */
export function announcementFontSize(text: string, withPicture: boolean): number {
  const n = text.trim().length;
  const size = n <= 40 ? 11 : n <= 90 ? 8 : n <= 160 ? 6 : 4.5;
  return withPicture ? Math.round(size * 0.75 * 10) / 10 : size;
}

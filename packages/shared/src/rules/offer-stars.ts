/**
 * A hotel category as stars for the 'stars' offer field: 4.5 → '★★★★½' (0–7, halves rounded down;
 * anything else gives ''). The default template draws ★ with the bundled Noto Sans Symbols 2.
 */
export function starsText(category: number | null | undefined): string {
  // one range check: NaN and ±Infinity fail it, and below half a star there is nothing to draw
  if (typeof category !== 'number' || !(category >= 0.5 && category <= 7)) return '';
  const halves = Math.floor(category * 2);
  return '★'.repeat(Math.floor(halves / 2)) + (halves % 2 ? '½' : '');
}

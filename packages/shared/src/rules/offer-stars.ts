/**
 * A hotel category as stars for the 'stars' offer field: 4.5 → '★★★★½' (0–7, halves rounded down;
 * anything else gives ''). The default template draws ★ with the bundled Noto Sans Symbols 2.
 */
export function starsText(category: number | null | undefined): string {
  if (typeof category !== 'number' || !Number.isFinite(category) || category <= 0 || category > 7) return '';
  const halves = Math.floor(category * 2);
  return '★'.repeat(Math.floor(halves / 2)) + (halves % 2 ? '½' : '');
}

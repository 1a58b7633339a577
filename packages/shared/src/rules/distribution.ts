/**
 * Each part's share of the parts' total in percent with two decimals. When the total is positive
 * the shares add up to exactly 100 (largest-remainder rounding); a part of 0 always gets 0.
 */
export function percentShares(parts: readonly number[]): number[] {
  const total = parts.reduce((sum, p) => sum + p, 0);
  if (total <= 0) return parts.map(() => 0);
  const exact = parts.map((p) => (p * 10_000) / total);
  const hundredths = exact.map(Math.floor);
  let missing = 10_000 - hundredths.reduce((sum, h) => sum + h, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    hundredths[index] += 1;
    missing -= 1;
  }
  return hundredths.map((h) => h / 100);
}

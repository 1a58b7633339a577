/** Byte sizes for people (SPEC §9): base 1024, up to YB, 2 decimals, German number format. */

export const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

const twoDecimals = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** '0 B', '512 B', '1,50 KB', '100,00 MB', … ; negative or invalid input counts as 0. */
export function formatBytes(bytes: number): string {
  const value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  let scaled = value;
  while (scaled >= 1024 && unit < BYTE_UNITS.length - 1) {
    scaled /= 1024;
    unit += 1;
  }
  // 1023.999 KB rounds to "1.024,00 KB": show it as the next unit instead.
  if (unit > 0 && unit < BYTE_UNITS.length - 1 && Math.round(scaled * 100) / 100 >= 1024) {
    scaled /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${whole.format(scaled)} B` : `${twoDecimals.format(scaled)} ${BYTE_UNITS[unit]}`;
}

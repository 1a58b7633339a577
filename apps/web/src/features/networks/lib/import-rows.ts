import type { ImportRowResult } from '@signage/shared';

/** More rows than this are not rendered (a 10,000-row file); rows with problems come first. */
export const SHOWN_IMPORT_ROWS = 500;

/** Rows with errors first, then rows with warnings, then the rest; each group in file order. */
export function rowsToShow(rows: readonly ImportRowResult[], limit = SHOWN_IMPORT_ROWS): ImportRowResult[] {
  const rank = (row: ImportRowResult) => (row.action === 'error' ? 0 : row.warnings.length > 0 ? 1 : 2);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => rank(a.row) - rank(b.row) || a.index - b.index)
    .slice(0, limit)
    .map(({ row }) => row);
}

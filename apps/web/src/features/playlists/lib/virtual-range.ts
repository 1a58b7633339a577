/** Window virtualisation of a grid with fixed row height: which entries to render. */

export interface GridGeometry {
  /** Width of the grid in px. */
  width: number;
  minColumnWidth: number;
  gap: number;
  rowHeight: number;
}

/** Columns that fit like CSS 'repeat(auto-fill, minmax(minColumnWidth, 1fr))' (at least one). */
export function columnsFor({
  width,
  minColumnWidth,
  gap,
}: Pick<GridGeometry, 'width' | 'minColumnWidth' | 'gap'>): number {
  return Math.max(1, Math.floor((width + gap) / (minColumnWidth + gap)));
}

export interface VisibleRange {
  /** First entry index to render. */
  start: number;
  /** One past the last entry index to render. */
  end: number;
  /** px from the grid top to the first rendered row. */
  offset: number;
  /** Height of the whole grid in px. */
  height: number;
}

/**
 * The rows intersecting the viewport (plus `overscan` rows on each side). `top` is the grid's top
 * relative to the viewport (getBoundingClientRect().top), `viewport` the window height.
 */
export function visibleRange(
  count: number,
  columns: number,
  rowHeight: number,
  gap: number,
  top: number,
  viewport: number,
  overscan = 2,
): VisibleRange {
  const rows = Math.ceil(count / columns);
  const pitch = rowHeight + gap;
  const height = rows === 0 ? 0 : rows * pitch - gap;
  const firstRow = Math.max(0, Math.floor(-top / pitch) - overscan);
  const lastRow = Math.min(rows - 1, Math.floor((viewport - top) / pitch) + overscan);
  if (rows === 0 || lastRow < firstRow) return { start: 0, end: 0, offset: 0, height };
  return {
    start: firstRow * columns,
    end: Math.min(count, (lastRow + 1) * columns),
    offset: firstRow * pitch,
    height,
  };
}

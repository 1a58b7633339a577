import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsFor, visibleRange } from './virtual-range';

describe('virtual grid', () => {
  it('fits columns like auto-fill', () => {
    expect(columnsFor({ width: 1000, minColumnWidth: 210, gap: 16 })).toBe(4);
    expect(columnsFor({ width: 100, minColumnWidth: 210, gap: 16 })).toBe(1);
  });

  it('renders the rows in view plus overscan', () => {
    // 500 entries, 4 columns, rows of 300 + 16: grid top at 400 px below the viewport top.
    expect(visibleRange(500, 4, 300, 16, 400, 900, 1)).toEqual({
      start: 0,
      end: 12,
      offset: 0,
      height: 125 * 316 - 16,
    });
    // Scrolled so that the grid top is 3160 px above the viewport (row 10 at the top).
    expect(visibleRange(500, 4, 300, 16, -3160, 900, 1)).toEqual({
      start: 36,
      end: 56,
      offset: 9 * 316,
      height: 39484,
    });
  });

  it('is empty when the grid is out of view or has no entries', () => {
    expect(visibleRange(0, 4, 300, 16, 0, 900)).toEqual({ start: 0, end: 0, offset: 0, height: 0 });
    expect(visibleRange(8, 4, 300, 16, 5000, 900, 0)).toMatchObject({ start: 0, end: 0 });
  });

  it('always covers the viewport', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: -200_000, max: 2000 }),
        (count, cols, top) => {
          const r = visibleRange(count, cols, 300, 16, top, 900, 0);
          for (let i = 0; i < count; i++) {
            const rowTop = top + Math.floor(i / cols) * 316;
            const inView = rowTop < 900 && rowTop + 300 > 0;
            if (inView) expect(i >= r.start && i < r.end).toBe(true);
          }
        },
      ),
    );
  });
});

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { columnsFor, type VisibleRange, visibleRange } from '../lib/virtual-range';

interface Options {
  minColumnWidth: number;
  rowHeight: number;
  gap: number;
  overscan?: number;
}

interface GridState {
  columns: number;
  range: VisibleRange;
}

const same = (a: GridState, b: GridState) =>
  a.columns === b.columns &&
  a.range.start === b.range.start &&
  a.range.end === b.range.end &&
  a.range.offset === b.range.offset &&
  a.range.height === b.range.height;

/**
 * Window virtualisation for a grid of fixed-height cards: only the rows in view (and a few around
 * them) are rendered, so 500 entries open and reorder as fast as 20. Re-renders only when the
 * rendered range changes, not on every scroll event.
 */
export function useVirtualGrid(count: number, { minColumnWidth, rowHeight, gap, overscan = 2 }: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<GridState>(() => ({
    columns: 1,
    range: { start: 0, end: Math.min(count, 12), offset: 0, height: 0 },
  }));

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const columns = columnsFor({ width: rect.width, minColumnWidth, gap });
    const next = {
      columns,
      range: visibleRange(count, columns, rowHeight, gap, rect.top, window.innerHeight, overscan),
    };
    setState((current) => (same(current, next) ? current : next));
  }, [count, minColumnWidth, rowHeight, gap, overscan]);

  useLayoutEffect(measure, [measure]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          measure();
        });
    };
    window.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    const observer = new ResizeObserver(schedule);
    if (ref.current) observer.observe(ref.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, [measure]);

  return { ref, ...state };
}

import type { FittedTexts } from './fit.js';
import { textKey, type VectorElement } from './layout.js';

/** A region of the canvas in whole pixels. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The region of the canvas a run of texts and shapes can paint: each shape's box; each text's box grown by
 * what its laid-out text overflows it (in either direction: it may be centred or bottom-aligned) and by its
 * font size all round (glyphs reach past their line box). Whole pixels, clipped to the canvas; null when
 * the run paints nothing. Rasterising and compositing only this region instead of the whole canvas is what
 * makes a run cheap.
 */
export function inkRegion(
  elements: readonly VectorElement[],
  fitted: Pick<FittedTexts, 'nodes'>,
  canvas: { width: number; height: number },
): Region | null {
  let [x0, y0, x1, y1] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0, 0];
  elements.forEach((el, i) => {
    let grow = 1;
    let overflow = 0;
    if (el.type === 'text') {
      const node = fitted.nodes.get(textKey(i));
      if (!node) return; // empty field: nothing drawn
      grow = el.fontSize + 1;
      overflow = Math.max(0, node.height - el.h);
    }
    x0 = Math.min(x0, el.x - grow);
    x1 = Math.max(x1, el.x + el.w + grow);
    y0 = Math.min(y0, el.y - grow - overflow);
    y1 = Math.max(y1, el.y + el.h + grow + overflow);
  });
  const left = Math.max(0, Math.floor(x0));
  const top = Math.max(0, Math.floor(y0));
  const right = Math.min(canvas.width, Math.ceil(x1));
  const bottom = Math.min(canvas.height, Math.ceil(y1));
  if (right <= left || bottom <= top) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * satori's whole-canvas SVG drawn as only `region`: the root's size and viewBox set to it. The offsets are
 * whole pixels, so every pixel inside comes out as it did on the whole canvas (ink-box.test.ts). An SVG whose
 * root is not satori's usual one is left whole (drawn at 0, 0): correct, only not cheaper.
 */
export function regionSvg(
  svg: string,
  canvas: { width: number; height: number },
  region: Region,
): { svg: string; left: number; top: number } {
  const root = `<svg width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"`;
  if (!svg.startsWith(root)) return { svg, left: 0, top: 0 };
  const { left, top, width, height } = region;
  const cropped = `<svg width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}"`;
  return { svg: cropped + svg.slice(root.length), left, top };
}

import type { TemplateElement } from '@signage/shared';

type Element = TemplateElement;
type OfferSlot = Extract<TemplateElement, { type: 'image' }> & { source: { offerImage: number } };

/** Slots closer than this (px) count as tiled: one picture may take over its empty neighbour's space. */
export const TILE_GAP_PX = 8;

const isOfferSlot = (el: Element): el is OfferSlot => el.type === 'image' && 'offerImage' in el.source;
const right = (el: { x: number; w: number }) => el.x + el.w;
const bottom = (el: { y: number; h: number }) => el.y + el.h;
const near = (a: number, b: number) => Math.abs(a - b) <= TILE_GAP_PX;

/**
 * The template's elements for an offer with `count` pictures: a gallery slot without a picture is left out (never a
 * grey box). Where the template tiles its slots, the pictures there take over the space: in a row of slots of the same
 * height that touch, the filled ones share the row's width; a row left wholly empty goes to the filled slot right above
 * it that spans the same width. Floating slots (thumbnails apart from each other) are just left out. Other elements
 * stay as they are, in their order.
 */
export function fitOfferSlots(elements: readonly Element[], count: number): Element[] {
  const slots = elements.filter(isOfferSlot);
  const empty = new Set(slots.filter((s) => s.source.offerImage >= count));
  if (empty.size === 0) return [...elements];
  const boxes = new Map<OfferSlot, { x: number; y: number; w: number; h: number }>(
    slots.map((s) => [s, { x: s.x, y: s.y, w: s.w, h: s.h }]),
  );
  // rows: slots of the same top and height, side by side with at most a small gap
  const rows: OfferSlot[][] = [];
  for (const slot of [...slots].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.find((r) => {
      const last = r[r.length - 1];
      return last.y === slot.y && last.h === slot.h && slot.x >= right(last) && slot.x - right(last) <= TILE_GAP_PX;
    });
    if (row) row.push(slot);
    else rows.push([slot]);
  }
  for (const row of rows) {
    const filled = row.filter((s) => !empty.has(s));
    if (filled.length === 0 || filled.length === row.length) continue;
    const start = row[0].x;
    const end = right(row[row.length - 1]);
    const gap = row.length > 1 ? row[1].x - right(row[0]) : 0;
    const width = Math.floor((end - start - gap * (filled.length - 1)) / filled.length);
    filled.forEach((slot, i) => {
      const box = boxes.get(slot) as { x: number; w: number };
      box.x = start + i * (width + gap);
      box.w = i === filled.length - 1 ? end - box.x : width;
    });
  }
  for (const row of rows) {
    if (row.some((s) => !empty.has(s))) continue;
    const start = row[0].x;
    const end = right(row[row.length - 1]);
    const above = slots.find((s) => {
      const box = boxes.get(s) as { x: number; y: number; w: number; h: number };
      return (
        !empty.has(s) &&
        near(box.x, start) &&
        near(right(box), end) &&
        row[0].y >= bottom(box) &&
        row[0].y - bottom(box) <= TILE_GAP_PX
      );
    });
    const box = above && boxes.get(above);
    if (box) box.h = bottom(row[0]) - box.y;
  }
  return elements
    .filter((el) => !isOfferSlot(el) || !empty.has(el))
    .map((el) => {
      const box = isOfferSlot(el) ? boxes.get(el) : undefined;
      return box ? { ...el, ...box } : el;
    });
}

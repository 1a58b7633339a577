import { type TemplateElement, templateConfig } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { fitOfferSlots } from './slots.js';

const canvasOf = (elements: object[]) =>
  templateConfig.parse({ canvases: { vertical: { elements }, horizontal: {} } }).canvases.vertical.elements;
const slot = (offerImage: number, x: number, y: number, w: number, h: number) => ({
  type: 'image',
  source: { offerImage },
  x,
  y,
  w,
  h,
});
const boxes = (elements: TemplateElement[]) =>
  elements.map((el) =>
    'source' in el && 'offerImage' in el.source ? [el.source.offerImage, el.x, el.y, el.w, el.h] : el.type,
  );

describe('gallery slots for fewer pictures than the template has', () => {
  const tiled = canvasOf([
    slot(0, 0, 0, 1080, 820),
    slot(1, 0, 824, 538, 300),
    slot(2, 542, 824, 538, 300),
    { type: 'rect', x: 0, y: 1124, w: 1080, h: 10, colour: '#000000' },
  ]);

  it('keeps every slot when there are pictures enough', () => {
    expect(fitOfferSlots(tiled, 3)).toEqual(tiled);
    expect(fitOfferSlots(tiled, 9)).toEqual(tiled);
  });

  it('two pictures: the filled slot of a tiled row takes the whole row', () => {
    expect(boxes(fitOfferSlots(tiled, 2))).toEqual([[0, 0, 0, 1080, 820], [1, 0, 824, 1080, 300], 'rect']);
  });

  it('one picture: the empty row goes to the slot above that spans it', () => {
    expect(boxes(fitOfferSlots(tiled, 1))).toEqual([[0, 0, 0, 1080, 1124], 'rect']);
  });

  it('no picture: no slot is left (never a grey box)', () => {
    expect(boxes(fitOfferSlots(tiled, 0))).toEqual(['rect']);
  });

  it('floating thumbnails apart from each other are only left out', () => {
    const floating = canvasOf([slot(0, 0, 0, 1080, 1080), slot(1, 40, 800, 300, 220), slot(2, 360, 800, 300, 220)]);
    expect(boxes(fitOfferSlots(floating, 2))).toEqual([
      [0, 0, 0, 1080, 1080],
      [1, 40, 800, 300, 220],
    ]);
  });

  it('three in a row with one missing: the two share the width with the same gap', () => {
    const row = canvasOf([slot(0, 0, 0, 300, 200), slot(1, 304, 0, 300, 200), slot(2, 608, 0, 300, 200)]);
    expect(boxes(fitOfferSlots(row, 2))).toEqual([
      [0, 0, 0, 452, 200],
      [1, 456, 0, 452, 200],
    ]);
  });
});

import {
  CANVAS_SIZES,
  DEFAULT_TEMPLATE_CONFIG,
  offerTemplateConfig,
  type TemplateConfig,
  templateConfig,
} from '@signage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fittedSvg } from './fit.js';
import { fontsFor } from './fonts.js';
import type { OfferRenderData } from './index.js';
import { inkRegion, type Region, regionSvg } from './ink-box.js';
import type { VectorElement } from './layout.js';
import { sampleOffer } from './sample.js';

type Size = { width: number; height: number };

const none = new Map<string, Buffer>();
const templates: Array<[string, TemplateConfig]> = [
  ['built-in offer template', offerTemplateConfig(null).config],
  ['sample template', templateConfig.parse(DEFAULT_TEMPLATE_CONFIG)],
];
const overlong = {
  hotelName: 'Grand Resort & Spa Sonnenküste Palmenstrand Deluxe Collection Adults Only Superior',
  price: Array(12).fill('12.345.678 €').join(' '), // stays whole: shrinks to its least size
  travelDates: Array(200).fill('01.12.2026 – 31.12.2026').join(' '), // stays whole: overflows even at its least size
  offerHost: 'Veranstalter: Demo-Reisen GmbH\nMusterstraße 1\n60311 Frankfurt am Main\nZeile vier\nZeile fünf',
};

const rgba = async (svg: string) => (await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()) as Buffer;

/** Pixels of the whole-canvas raster with ink (alpha > 0) outside the region. */
function inkOutside(whole: Buffer, width: number, height: number, r: Region): number {
  let found = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height;
      if (!inside && whole[(y * width + x) * 4 + 3] > 0) found++;
    }
  }
  return found;
}

/** Lays out one run, finds its region and compares its raster with the whole canvas's. */
async function checkRun(config: TemplateConfig, fields: OfferRenderData['fields'], run: VectorElement[], size: Size) {
  const laidOut = await fittedSvg({ config, fields }, run, size, fontsFor(config, none));
  const region = inkRegion(run, laidOut, size);
  if (!region) return;
  const whole = await rgba(laidOut.svg);
  expect(inkOutside(whole, size.width, size.height, region), JSON.stringify(run)).toBe(0);
  const part = await sharp(whole, { raw: { ...size, channels: 4 } })
    .extract(region)
    .raw()
    .toBuffer();
  const drawn = regionSvg(laidOut.svg, size, region);
  expect([drawn.left, drawn.top]).toEqual([region.left, region.top]);
  expect((await rgba(drawn.svg)).equals(part)).toBe(true);
}

describe('a run of texts and shapes drawn as only the region it paints', () => {
  for (const [name, config] of templates) {
    for (const orientation of ['vertical', 'horizontal'] as const) {
      it(`${name}, ${orientation}: same pixels as the whole canvas, nothing painted outside`, async () => {
        const sample = await sampleOffer();
        const size = CANVAS_SIZES[orientation];
        const vectors = config.canvases[orientation].elements.filter(
          (el): el is VectorElement => el.type === 'text' || el.type === 'rect',
        );
        for (const fields of [sample.fields, { ...sample.fields, ...overlong }]) {
          await checkRun(config, fields, vectors, size);
          // each element alone: its own region must hold all its ink
          for (const el of vectors) await checkRun(config, fields, [el], size);
        }
      });
    }
  }

  it('leaves an SVG whole whose root is not the one satori writes', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1920"><rect width="5" height="5"/></svg>';
    const region = { left: 0, top: 0, width: 5, height: 5 };
    expect(regionSvg(svg, CANVAS_SIZES.vertical, region)).toEqual({ svg, left: 0, top: 0 });
  });

  it('paints nothing for a run whose texts are all empty', async () => {
    const text = offerTemplateConfig(null).config.canvases.vertical.elements.find((el) => el.type === 'text');
    if (text?.type !== 'text') throw new Error('no text');
    const region = inkRegion([{ ...text, field: 'hotelName' }], { nodes: new Map() }, CANVAS_SIZES.vertical);
    expect(region).toBeNull();
  });
});

import {
  CANVAS_SIZES,
  DEFAULT_TEMPLATE_CONFIG,
  offerTemplateConfig,
  type TemplateConfig,
  templateConfig,
} from '@signage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutOfferTexts, type OfferRenderData } from './index.js';
import { inkRegion, type Region, regionSvg } from './ink-box.js';
import { sampleOffer } from './sample.js';

const none = new Map<string, Buffer>();
const templates: Array<[string, TemplateConfig]> = [
  ['built-in offer template', offerTemplateConfig(null).config],
  ['sample template', templateConfig.parse(DEFAULT_TEMPLATE_CONFIG)],
];
const overlong = {
  hotelName: 'Grand Resort & Spa Sonnenküste Palmenstrand Deluxe Collection Adults Only Superior',
  price: '12.345.678 €',
  travelDates: '01.12.2026 – 31.12.2026 und nochmals 01.01.2027 – 31.01.2027',
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

describe('a run of texts and shapes drawn as only the region it paints', () => {
  for (const [name, config] of templates) {
    for (const orientation of ['vertical', 'horizontal'] as const) {
      it(`${name}, ${orientation}: same pixels as the whole canvas, nothing painted outside`, async () => {
        const sample = await sampleOffer();
        const size = CANVAS_SIZES[orientation];
        for (const fields of [sample.fields, { ...sample.fields, ...overlong }]) {
          const data: OfferRenderData = { fields, images: [] };
          const { elements, fitted } = layoutOfferTexts(config, data, none, orientation);
          const laidOut = await fitted;
          const region = inkRegion(elements, laidOut, size);
          if (!region) throw new Error('the template paints texts');
          expect(region.width * region.height).toBeLessThan(size.width * size.height);
          const whole = await rgba(laidOut.svg);
          expect(inkOutside(whole, size.width, size.height, region)).toBe(0);
          const part = await sharp(whole, { raw: { ...size, channels: 4 } })
            .extract(region)
            .raw()
            .toBuffer();
          expect((await rgba(regionSvg(laidOut.svg, size, region))).equals(part)).toBe(true);
        }
      });
    }
  }

  it('paints nothing for a run whose texts are all empty', async () => {
    const text = offerTemplateConfig(null).config.canvases.vertical.elements.find((el) => el.type === 'text');
    if (text?.type !== 'text') throw new Error('no text');
    const region = inkRegion([{ ...text, field: 'hotelName' }], { nodes: new Map() }, CANVAS_SIZES.vertical);
    expect(region).toBeNull();
  });
});

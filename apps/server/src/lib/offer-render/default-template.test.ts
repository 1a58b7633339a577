import { writeFile } from 'node:fs/promises';
import {
  BUILTIN_OFFER_TEMPLATE,
  CANVAS_SIZES,
  offerTemplateConfig,
  SAMPLE_OFFER_FIELDS,
  type TemplateElement,
  templateConfig,
} from '@signage/shared';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderOffer } from './index.js';
import { sampleOffer } from './sample.js';

const jsQR = jsQRModule.default; // CommonJS typed as an ES default export (see qr.test.ts)
const none = new Map<string, Buffer>();
const { config: builtin } = offerTemplateConfig(null);
const LONG_NAME = 'Grand Palladium Imbassaí Resort & Spa «Adults Only» – „Premium Lagoon Suites“ Costa Sauípe';

async function raw(png: Buffer) {
  return sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
}

describe('built-in offer template', () => {
  it('is used without a template or with an invalid config, and a valid config wins', () => {
    expect(offerTemplateConfig(null).builtin).toBe(true);
    expect(offerTemplateConfig('{kaputt').builtin).toBe(true);
    expect(offerTemplateConfig(JSON.stringify({ canvases: { vertical: {} } })).builtin).toBe(true);
    const own = offerTemplateConfig(JSON.stringify({ canvases: { vertical: {}, horizontal: {} } }));
    expect(own).toMatchObject({ builtin: false, config: { canvases: { vertical: { elements: [] } } } });
    expect(builtin).toEqual(templateConfig.parse(BUILTIN_OFFER_TEMPLATE));
  });

  it('renders a sample offer in both sizes with a readable QR code of the booking link', async () => {
    const data = await sampleOffer();
    for (const orientation of ['vertical', 'horizontal'] as const) {
      const png = await renderOffer(builtin, data, none, orientation);
      await writeFile(`/tmp/offer-builtin-${orientation}.png`, png);
      const { data: px, info } = await raw(png);
      expect([info.width, info.height]).toEqual([CANVAS_SIZES[orientation].width, CANVAS_SIZES[orientation].height]);
      const code = jsQR(new Uint8ClampedArray(px.buffer, px.byteOffset, px.length), info.width, info.height);
      expect(code?.data).toBe(SAMPLE_OFFER_FIELDS.bookingUrl);
    }
  });

  it('keeps a 90-character hotel name inside its box, shrunk and wrapped, in both sizes', async () => {
    expect(LONG_NAME).toHaveLength(90);
    for (const orientation of ['vertical', 'horizontal'] as const) {
      const el = builtin.canvases[orientation].elements.find(
        (e): e is Extract<TemplateElement, { type: 'text' }> => e.type === 'text' && e.field === 'hotelName',
      );
      if (!el) throw new Error('no hotelName element');
      const only = {
        ...builtin,
        canvases: {
          ...builtin.canvases,
          [orientation]: { background: { colour: '#000000', fit: 'cover' }, elements: [el] },
        },
      };
      const png = await renderOffer(only, { fields: { hotelName: LONG_NAME }, images: [] }, none, orientation);
      const { data, info } = await raw(png);
      let inside = 0;
      for (let y = 0; y < info.height; y++) {
        for (let x = 0; x < info.width; x++) {
          const i = (y * info.width + x) * 4;
          const lit = data[i] + data[i + 1] + data[i + 2] > 0;
          const inBox = x >= el.x && x < el.x + el.w && y >= el.y && y < el.y + el.h;
          if (lit && !inBox) throw new Error(`${orientation}: text outside its box at ${x},${y}`);
          if (lit) inside++;
        }
      }
      expect(inside).toBeGreaterThan(20_000);
    }
  });

  it('has glyphs for ä ö ü ß € ★ ½ and typographic quotes in the bundled fonts', async () => {
    const render = async (text: string) => {
      const custom = templateConfig.parse({
        canvases: {
          vertical: { elements: [{ type: 'text', text, x: 0, y: 0, w: 400, h: 200, fontSize: 150 }] },
          horizontal: {},
        },
      });
      return (await raw(await renderOffer(custom, { fields: {}, images: [] }, none, 'vertical'))).data;
    };
    const [missingA, missingB] = [await render('漢'), await render('字')];
    expect(missingA.equals(missingB)).toBe(true); // both are the missing-glyph box
    for (const glyph of ['ä', 'ö', 'ü', 'ß', '€', '★', '½', '„', '“']) {
      expect((await render(glyph)).equals(missingA), glyph).toBe(false);
    }
  });
});

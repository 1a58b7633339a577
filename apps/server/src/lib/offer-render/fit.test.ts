import { CANVAS_SIZES, DEFAULT_TEMPLATE_CONFIG, offerTemplateConfig, templateConfig } from '@signage/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoOffers, fixtureFields, longTextOffer } from '../../modules/offers/text-fixtures.js';
import { fittedSvg, mayOverflow } from './fit.js';
import { fontsFor } from './fonts.js';
import { textContent, type VectorElement } from './layout.js';

const none = new Map<string, Buffer>();
const pixels = async (svg: string) => (await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer()) as Buffer;

describe('fittedSvg: the sizes of the texts in one layout when the estimate sees a misfit coming', () => {
  for (const [name, config] of [
    ['built-in offer template', offerTemplateConfig(null).config],
    ['sample template', templateConfig.parse(DEFAULT_TEMPLATE_CONFIG)],
  ] as const) {
    it(`draws the long texts alike whether measured in the first layout or afterwards (${name})`, async () => {
      const fields = fixtureFields(longTextOffer((await demoOffers())[0]));
      for (const orientation of ['vertical', 'horizontal'] as const) {
        const elements = config.canvases[orientation].elements.filter(
          (el): el is VectorElement => el.type === 'text' || el.type === 'rect',
        );
        const lay = (estimate?: () => boolean) =>
          fittedSvg({ config, fields }, elements, CANVAS_SIZES[orientation], fontsFor(config, none), estimate);
        const [inFirst, afterwards, estimated] = await Promise.all([lay(() => true), lay(() => false), lay()]);
        const shrunk = [...afterwards.plans].filter(([i, plan]) => {
          const el = elements[i];
          return el.type === 'text' && plan.fontSize < el.fontSize;
        });
        expect(shrunk.length, 'texts that needed a smaller size').toBeGreaterThan(0);
        expect([...inFirst.plans].sort()).toEqual([...afterwards.plans].sort());
        expect([...estimated.plans].sort()).toEqual([...afterwards.plans].sort());
        expect((await pixels(inFirst.svg)).equals(await pixels(afterwards.svg))).toBe(true);
      }
    });
  }

  it('draws the same SVG as without the estimate when every text fits (the measured sizes are never drawn)', async () => {
    const config = offerTemplateConfig(null).config;
    const fields = fixtureFields((await demoOffers())[1]);
    const elements = config.canvases.vertical.elements.filter(
      (el): el is VectorElement => el.type === 'text' || el.type === 'rect',
    );
    const fonts = fontsFor(config, none);
    const size = CANVAS_SIZES.vertical;
    const [measured, plain] = await Promise.all([
      fittedSvg({ config, fields }, elements, size, fonts, () => true),
      fittedSvg({ config, fields }, elements, size, fonts, () => false),
    ]);
    const own = [...measured.plans].every(
      ([i, plan]) => plan.fontSize === (elements[i] as { fontSize: number }).fontSize,
    );
    expect(own, 'every text at its own size').toBe(true);
    expect((await pixels(measured.svg)).equals(await pixels(plain.svg))).toBe(true);
  });
});

describe('mayOverflow', () => {
  it('sees every text of the long fixture that needs a smaller size, and not a short one', async () => {
    const config = offerTemplateConfig(null).config;
    const fields = fixtureFields(longTextOffer((await demoOffers())[0]));
    for (const orientation of ['vertical', 'horizontal'] as const) {
      const elements = config.canvases[orientation].elements.filter(
        (el): el is VectorElement => el.type === 'text' || el.type === 'rect',
      );
      const { plans } = await fittedSvg(
        { config, fields },
        elements,
        CANVAS_SIZES[orientation],
        fontsFor(config, none),
      );
      for (const [i, plan] of plans) {
        const el = elements[i];
        if (el.type !== 'text' || plan.fontSize === el.fontSize) continue;
        expect(mayOverflow(el, textContent({ config, fields }, el) as string), el.field).toBe(true);
      }
    }
    const name = config.canvases.vertical.elements.find((el) => el.type === 'text' && el.field === 'hotelName');
    if (name?.type !== 'text') throw new Error('no hotelName');
    expect(mayOverflow(name, 'Hotel Sol')).toBe(false);
  });
});

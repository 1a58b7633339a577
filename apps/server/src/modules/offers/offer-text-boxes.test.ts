import { type OfferField, offerTemplateConfig, WHOLE_TEXT_FIELDS } from '@signage/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutOfferTexts } from '../../lib/offer-render/index.js';
import type { Offer } from './providers/index.js';
import { demoOffers, fixtureFields, LONG_HOTEL_NAME, longTextOffer } from './text-fixtures.js';

const { config: builtin } = offerTemplateConfig(null);
const none = new Map<string, Buffer>();

interface Problem {
  field: string;
  problem: string;
}

/**
 * Every text box of the built-in template laid out by satori as the render draws it: what overflows its box
 * (the text's laid-out height, at the size it got, is larger than the box) and what is cut with "…".
 */
async function problems(fields: Partial<Record<OfferField, string>>, orientation: 'vertical' | 'horizontal') {
  const { elements, fitted } = layoutOfferTexts(builtin, { fields, images: [] }, none, orientation);
  const { plans, nodes } = await fitted;
  const found: Problem[] = [];
  elements.forEach((el, i) => {
    if (el.type !== 'text' || !el.field) return;
    const value = fields[el.field];
    const node = nodes.get(`text-${i}`);
    if (!value) return;
    if (!node) {
      found.push({ field: el.field, problem: 'not drawn' });
      return;
    }
    if (node.height > el.h + 0.5 || node.width > el.w + 0.5) {
      found.push({ field: el.field, problem: `${node.width}×${node.height} in ${el.w}×${el.h}` });
    }
    const plan = plans.get(i);
    if (plan?.clamp !== null) found.push({ field: el.field, problem: `cut to ${plan?.clamp} lines with …` });
  });
  return found;
}

describe('text boxes of the built-in offer template', () => {
  let offers: Offer[] = [];
  beforeAll(async () => {
    offers = await demoOffers();
  });

  for (const orientation of ['vertical', 'horizontal'] as const) {
    it(`draws every field of all 44 demo offers whole and inside its box (${orientation})`, async () => {
      expect(offers).toHaveLength(44);
      const { elements, fitted } = layoutOfferTexts(
        builtin,
        { fields: fixtureFields(offers[0]), images: [] },
        none,
        orientation,
      );
      const { nodes } = await fitted;
      const stand = elements.findIndex((el) => el.type === 'text' && el.field === 'confirmedAt');
      expect(nodes.get(`text-${stand}`)?.height, 'Stand: … drawn').toBeGreaterThan(0);
      for (const offer of offers) {
        const fields = fixtureFields(offer);
        expect(fields.priceInfo).toBe('pro Person im Doppelzimmer inkl. Flug');
        expect(await problems(fields, orientation), `offer ${offer.id}`).toEqual([]);
      }
    }, 120_000);

    it(`draws a 90-character name, long price terms, board and airport and a multi-line operator text whole (${orientation})`, async () => {
      const fields = fixtureFields(longTextOffer(offers[0]));
      expect(fields.hotelName).toBe(LONG_HOTEL_NAME);
      expect(LONG_HOTEL_NAME).toHaveLength(90);
      expect(fields.offerHost?.split('\n')).toHaveLength(4);
      expect(await problems(fields, orientation)).toEqual([]);
    });

    it(`keeps the price and the trip whole even where it must shrink far (${orientation})`, async () => {
      const long = longTextOffer(offers[0]);
      const fields = fixtureFields({
        ...long,
        priceInfo: `${long.priceInfo}, zzgl. Kerosinzuschlag, Sicherheitsgebühren und Kurtaxe vor Ort (ca. 3 € pro Nacht)`,
        offerHost: `${long.offerHost}\n${long.offerHost}`,
      });
      const whole = (await problems(fields, orientation)).filter((p) =>
        WHOLE_TEXT_FIELDS.includes(p.field as OfferField),
      );
      expect(whole).toEqual([]);
    });
  }

  it('cuts a name only when it does not fit at its smallest size, and keeps it inside its box', async () => {
    const fields = fixtureFields({ ...offers[0], hotelName: `${LONG_HOTEL_NAME} ${LONG_HOTEL_NAME}` });
    expect(await problems(fields, 'vertical')).toEqual([{ field: 'hotelName', problem: 'cut to 3 lines with …' }]);
  });

  it('keeps the line breaks of the operator text', async () => {
    const el = builtin.canvases.vertical.elements.find((e) => e.type === 'text' && e.field === 'offerHost');
    if (el?.type !== 'text') throw new Error('no offerHost element');
    const lines = async (offerHost: string) => {
      const { elements, fitted } = layoutOfferTexts(builtin, { fields: { offerHost }, images: [] }, none, 'vertical');
      const node = (await fitted).nodes.get(`text-${elements.indexOf(el)}`);
      return Math.round((node?.height ?? 0) / (el.fontSize * el.lineHeight));
    };
    expect(await lines('Demo-Reisen GmbH\nMusterstraße 1\nFrankfurt')).toBe(3);
    expect(await lines('Demo-Reisen GmbH Musterstraße 1 Frankfurt')).toBe(1);
  });
});

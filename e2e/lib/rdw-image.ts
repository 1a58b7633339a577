// What a location's copy of the demo offer must show, checked on the image a screen loads without OCR: the price
// badge, the 'ab …' airport line and the agency's line (name · address · Tel.) are rendered here with the server's own renderer and built-in template, from the
// demo provider's answer for the location's airport, and compared pixel for pixel with the same boxes of the
// screen's image (the built-in template draws them on plain colour, so nothing else of the image reaches into them).
import {
  CANVAS_SIZES,
  formatEuro,
  offerTemplateConfig,
  type TemplateConfig,
  type TemplateElement,
  type TemplateOrientation,
} from '@signage/shared';
import sharp from 'sharp';
import { renderOffer } from '../../apps/server/src/lib/offer-render/index.js';
import { demoOfferProvider } from '../../apps/server/src/modules/offers/providers/demo.js';

type Box = { x: number; y: number; w: number; h: number };

const { config: builtin } = offerTemplateConfig(null);

const textBox = (orientation: TemplateOrientation, field: string): Box => {
  const el = builtin.canvases[orientation].elements.find((e) => e.type === 'text' && e.field === field);
  if (!el) throw new Error(`built-in template without ${field}`);
  return el;
};

type Checked = 'badge' | 'airport' | 'contact';

/** The price badge (inside its rounded corners), the airport line and the agency's line of each orientation. */
export function checkedBoxes(orientation: TemplateOrientation): Record<Checked, Box> {
  const price = textBox(orientation, 'price');
  const rect = builtin.canvases[orientation].elements.find(
    (e): e is Extract<TemplateElement, { type: 'rect' }> =>
      e.type === 'rect' && e.x <= price.x && e.y <= price.y && e.x + e.w >= price.x + price.w,
  );
  if (!rect) throw new Error('built-in template without the price badge');
  const r = rect.radius;
  return {
    badge: { x: rect.x + r, y: rect.y + r, w: rect.w - 2 * r, h: rect.h - 2 * r },
    airport: textBox(orientation, 'departureAirport'),
    contact: textBox(orientation, 'agencyContact'),
  };
}

const CHECKED_FIELDS: readonly string[] = ['price', 'priceInfo', 'departureAirport', 'agencyContact'];

/** Only the built-in template's rectangles, price badge, airport and agency lines on its background colour. */
const badgeOnly = (orientation: TemplateOrientation): TemplateConfig => ({
  ...builtin,
  canvases: {
    ...builtin.canvases,
    [orientation]: {
      ...builtin.canvases[orientation],
      elements: builtin.canvases[orientation].elements.filter(
        (e) => e.type === 'rect' || (e.type === 'text' && CHECKED_FIELDS.includes(e.field ?? '')),
      ),
    },
  },
});

/** The demo provider's answer for a location's airport (as the server asks it: copy-service.ts locationOffer). */
export async function demoOffer(offerId: string, airport: string | null) {
  const provider = demoOfferProvider({ clock: { now: () => Date.now() }, serverOrigin: 'http://127.0.0.1' });
  const offer = await provider.getOffer(offerId, { advisoryId: '', departureAirport: airport ?? undefined });
  if (!offer) throw new Error(`demo offer ${offerId} unknown`);
  return offer;
}

/** The boxes' pixels (raw RGBA) of a PNG. */
export async function boxPixels(png: Buffer, orientation: TemplateOrientation) {
  const { width, height } = CANVAS_SIZES[orientation];
  const boxes = checkedBoxes(orientation);
  const out: Record<string, string> = {};
  for (const [name, b] of Object.entries(boxes)) {
    const part = await sharp(png)
      .ensureAlpha()
      .extract({ left: b.x, top: b.y, width: Math.min(b.w, width - b.x), height: Math.min(b.h, height - b.y) })
      .raw()
      .toBuffer();
    out[name] = part.toString('base64');
  }
  return out as Record<Checked, string>;
}

/** The boxes as the location's copy must show them: its price, its 'ab …' line and its own line, rendered here. */
export async function expectedBoxes(
  offerId: string,
  location: { airport: string | null; contact: string },
  orientation: TemplateOrientation,
) {
  const offer = await demoOffer(offerId, location.airport);
  const fields = {
    price: formatEuro(offer.price),
    priceInfo: offer.priceInfo,
    departureAirport: offer.departureAirport,
    agencyContact: location.contact,
  };
  const png = await renderOffer(badgeOnly(orientation), { fields, images: [] }, new Map(), orientation);
  return { price: offer.price, airportLine: offer.departureAirport, boxes: await boxPixels(png, orientation) };
}

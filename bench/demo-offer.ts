// The demo provider's offers as the render service hands them over, for benches that render offer images without a
// server (offer-render-phases, glass-distance).
import sharp from 'sharp';
import type { OfferRenderData } from '../apps/server/src/lib/offer-render/index.js';
import { offerRenderFields } from '../apps/server/src/modules/offers/offer-fields.js';
import { demoOfferProvider } from '../apps/server/src/modules/offers/providers/demo.js';
import { DEMO_GALLERY_SIZE, demoOfferId } from '../apps/server/src/modules/offers/providers/demo-data.js';
import { demoImageSvg } from '../apps/server/src/modules/offers/providers/demo-images.js';

/** The agency the benches render for. */
export const benchAgency = {
  guid: 'bench',
  name: 'Reisebüro Sonnenschein',
  guidParent: null,
  advisoryId: 'BENCH-1',
  templateId: null,
  street: 'Hauptstraße 1',
  postcode: '60311',
  city: 'Frankfurt am Main',
  phonenumber: '069 123456',
  email: 'info@sonnenschein-reisen.de',
  timeZone: null,
  departureAirport: null,
  offerApproval: null,
};

/**
 * Demo offer i on `day` (UTC ms) with its 'Stand' text and its four pictures, its price raised by `more` €.
 */
export async function demoRenderOffer(i: number, day: number, stand: string, more = 0): Promise<OfferRenderData> {
  const provider = demoOfferProvider({ clock: { now: () => day }, serverOrigin: 'http://x' });
  const offer = await provider.getOffer(demoOfferId(i), { advisoryId: benchAgency.advisoryId });
  if (!offer) throw new Error(`demo offer ${i} missing`);
  const images = await Promise.all(
    Array.from({ length: DEMO_GALLERY_SIZE }, (_, n) =>
      sharp(Buffer.from(demoImageSvg(i, n)))
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer(),
    ),
  );
  const fields = offerRenderFields({ ...offer, price: offer.price + more }, benchAgency);
  return { fields: { ...fields, confirmedAt: stand }, images };
}

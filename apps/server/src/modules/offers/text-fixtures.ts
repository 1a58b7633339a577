import { formatConfirmedAt, type OfferField } from '@signage/shared';
import { type Agency, agencyZone } from './agency.js';
import { offerRenderFields } from './offer-fields.js';
import { DEMO_OFFER_COUNT, demoOfferProvider } from './providers/demo.js';
import type { Offer } from './providers/index.js';

/** Test data for the text boxes of the offer images: demo offers and long texts. */

export const FIXTURE_AGENCY: Agency = {
  guid: 'a0000000-0000-4000-8000-000000000001',
  name: 'Reisebüro Sonnenschein',
  guidParent: null,
  advisoryId: 'A-1',
  templateId: null,
  street: 'Hauptstraße 12',
  postcode: '50667',
  city: 'Köln',
  phonenumber: null,
  email: 'info@reisebuero-sonnenschein.de',
  timeZone: 'Europe/Berlin',
  departureAirport: null,
  offerApproval: null,
};

/** 27.11.2026, 14:00 in Berlin. */
export const FIXTURE_CONFIRMED_AT = Date.UTC(2026, 10, 27, 13, 0);

/** A 90-character hotel name with accents and both kinds of quotes. */
export const LONG_HOTEL_NAME =
  'Grand Palladium Imbassaí Resort & Spa «Adults Only» – „Premium Lagoon Suites“ Costa Sauípe';

/** Every demo offer as its provider gives it (clock: the confirmation time). */
export async function demoOffers(): Promise<Offer[]> {
  const provider = demoOfferProvider({ clock: { now: () => FIXTURE_CONFIRMED_AT }, serverOrigin: 'http://x.test' });
  const offers = await Promise.all(
    Array.from({ length: DEMO_OFFER_COUNT }, (_, i) => provider.getOffer(String(1000 + i), { advisoryId: 'A-1' })),
  );
  return offers.map((o) => {
    if (!o) throw new Error('demo offer missing');
    return o;
  });
}

/** The demo offer 1000 with the longest texts a provider plausibly sends in every field of the trip. */
export function longTextOffer(base: Offer): Offer {
  return {
    ...base,
    hotelName: LONG_HOTEL_NAME,
    destination: 'Vereinigte Arabische Emirate',
    region: 'Ras al-Khaimah · Al Marjan Island',
    stars: 5.5,
    price: 12_345.67,
    priceInfo: 'pro Person im Doppelzimmer bei Zweierbelegung inkl. Flug, Transfer, Rail&Fly und Reiseversicherung',
    nights: 14,
    board: 'All Inclusive Plus (Getränke à la carte)',
    departureAirport: 'ab Leipzig/Halle oder Dresden',
    offerHost:
      'Veranstalter: Sonnenklar Touristik GmbH & Co. KG\nHauptstraße 123, 80331 München\nTelefon 089 1234567 · service@sonnenklar-touristik.de\nEs gelten die Reisebedingungen des Veranstalters.',
  };
}

/** The renderer's fields of an offer as the render service builds them (with the 'Stand: …' line). */
export function fixtureFields(offer: Offer): Partial<Record<OfferField, string>> {
  return {
    ...offerRenderFields(offer, FIXTURE_AGENCY),
    confirmedAt: formatConfirmedAt(FIXTURE_CONFIRMED_AT, agencyZone(FIXTURE_AGENCY)),
  };
}

import { formatOfferDate, type OfferEditorField, type OfferField, starsText } from '@signage/shared';
import type { Agency } from './agency.js';
import type { Offer } from './providers/index.js';

const EURO = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });

/** '1299' → '1.299 €' (whole euros, German grouping). */
export const formatPrice = (euros: number) => `${EURO.format(Math.round(euros))} €`;

/** ISO 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
export function isoToGerman(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return formatOfferDate({ year, month, day });
}

const nights = (n: number) => `${n} ${n === 1 ? 'Nacht' : 'Nächte'}`;

/** The agency's own address: web address if its e-mail names a domain, else its postal address. */
export function agencyAddress(agency: Agency): string {
  const domain = agency.email?.split('@')[1];
  return domain
    ? `https://${domain}`
    : [agency.street, [agency.postcode, agency.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/** The renderer's text fields for a provider's offer (SPEC §9 formats), before the agency's editor values. */
export function offerRenderFields(offer: Offer, agency: Agency): Partial<Record<OfferField, string>> {
  const own = agencyAddress(agency);
  return {
    hotelName: offer.hotelName,
    destination: offer.destination,
    region: offer.region,
    category: offer.stars > 0 ? `${String(offer.stars).replace('.', ',')} Sterne` : '',
    stars: starsText(offer.stars),
    price: formatPrice(offer.price),
    priceInfo: offer.priceInfo,
    travelDates: `${isoToGerman(offer.departureDate)} – ${isoToGerman(offer.arrivalDate)}`,
    duration: nights(offer.nights),
    board: offer.board,
    roomType: offer.roomType,
    departureAirport: offer.departureAirport,
    offerHost: offer.offerHost,
    agencyName: agency.name,
    bookingUrl: offer.bookingUrl ?? own,
    agencyUrl: own,
  };
}

/** The editor's fields: every text field of the offer plus the chosen picture (imageIndex), edited values win. */
export function editorFieldsOf(
  fields: Partial<Record<OfferField, string>>,
  saved: readonly OfferEditorField[],
): OfferEditorField[] {
  const edited = new Map(saved.map((f) => [f.key, f.value]));
  const keys = [...(Object.keys(fields) as OfferField[]), 'imageIndex' as const];
  return keys.map((key) => ({ key, value: edited.get(key) ?? (key === 'imageIndex' ? '0' : (fields[key] ?? '')) }));
}

/** Fields with the editor's values applied (imageIndex is not a text field). */
export function applyEditorValues(
  fields: Partial<Record<OfferField, string>>,
  saved: readonly OfferEditorField[],
): { fields: Partial<Record<OfferField, string>>; imageIndex: number } {
  const out = { ...fields };
  let imageIndex = 0;
  for (const { key, value } of saved) {
    if (key === 'imageIndex') imageIndex = Math.max(0, Math.min(49, Number.parseInt(value, 10) || 0));
    else out[key] = value;
  }
  return { fields: out, imageIndex };
}

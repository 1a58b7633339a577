import {
  formatEuro,
  formatOfferDate,
  isProviderOfferField,
  OFFER_EDITOR_KEYS,
  type OfferEditorField,
  type OfferField,
  starsText,
} from '@signage/shared';
import type { Agency } from './agency.js';
import type { Offer } from './providers/index.js';

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

/** Name, postal address and phone of the agency in one line ('Reisebüro X · Hauptstraße 1, 50667 Köln · Tel. …'). */
export function agencyContact(agency: Agency): string {
  const place = [agency.postcode, agency.city].filter(Boolean).join(' ');
  const address = [agency.street, place].filter(Boolean).join(', ');
  return [agency.name, address, agency.phonenumber ? `Tel. ${agency.phonenumber}` : ''].filter(Boolean).join(' · ');
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
    price: formatEuro(offer.price),
    priceInfo: offer.priceInfo,
    travelDates: `${isoToGerman(offer.departureDate)} – ${isoToGerman(offer.arrivalDate)}`,
    duration: nights(offer.nights),
    board: offer.board,
    roomType: offer.roomType,
    departureAirport: offer.departureAirport,
    offerHost: offer.offerHost,
    agencyName: agency.name,
    agencyContact: agencyContact(agency),
    bookingUrl: offer.bookingUrl ?? own,
    agencyUrl: own,
  };
}

/**
 * The editor's values that may be drawn: the provider's fields (PROVIDER_OFFER_FIELDS: price, dates, board …)
 * are dropped, also from rows stored before they became read-only.
 */
export function agencyEditorValues(saved: readonly OfferEditorField[]): OfferEditorField[] {
  return saved.filter((f) => !isProviderOfferField(f.key));
}

/**
 * The editor's fields: every editable text field of the offer plus the chosen picture (imageIndex), edited
 * values win, except for the provider's fields (always the provider's value; the editor shows them read-only).
 * The confirmation time ('Stand: …') is not among them: only a provider check sets it.
 */
export function editorFieldsOf(
  fields: Partial<Record<OfferField, string>>,
  saved: readonly OfferEditorField[],
): OfferEditorField[] {
  const edited = new Map(agencyEditorValues(saved).map((f) => [f.key, f.value]));
  const editable = new Set<string>(OFFER_EDITOR_KEYS);
  const keys = [
    ...(Object.keys(fields) as OfferEditorField['key'][]).filter((k) => editable.has(k)),
    'imageIndex' as const,
  ];
  return keys.map((key) => ({ key, value: edited.get(key) ?? (key === 'imageIndex' ? '0' : (fields[key] ?? '')) }));
}

/** Fields with the editor's values applied (imageIndex is not a text field; the provider's fields stay). */
export function applyEditorValues(
  fields: Partial<Record<OfferField, string>>,
  saved: readonly OfferEditorField[],
): { fields: Partial<Record<OfferField, string>>; imageIndex: number } {
  const out = { ...fields };
  let imageIndex = 0;
  for (const { key, value } of agencyEditorValues(saved)) {
    if (key === 'imageIndex') imageIndex = Math.max(0, Math.min(49, Number.parseInt(value, 10) || 0));
    else out[key] = value;
  }
  return { fields: out, imageIndex };
}

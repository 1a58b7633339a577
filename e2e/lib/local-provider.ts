/**
 * The offer of the local HTTP provider (docs/OFFER-PROVIDER.md shape) that the tile server answers at
 * GET /offers/{id}: its gallery lies on that server (another port than the app's, plain http), so a
 * spec sees whether the app shows pictures of a foreign http host.
 */
export const LOCAL_OFFER_ID = 'E2E-HTTP-1';
/** An offer the local provider answers only after SLOW_OFFER_DELAY_MS: longer than the e2e server's provider timeout. */
export const SLOW_OFFER_ID = 'E2E-HTTP-SLOW';
export const PROVIDER_TIMEOUT_MS = 3000;
export const SLOW_OFFER_DELAY_MS = 4500;
export const LOCAL_OFFER_PICTURES = ['e2e-offer-strand', 'e2e-offer-pool', 'e2e-offer-zimmer'];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** What sets one provider offer apart from another; the rest is the same week in a double room. */
interface OfferFields {
  id: string;
  hotelName: string;
  destination: string;
  region: string;
  price: number;
  gallery: string[];
  offerHost: string;
  [field: string]: unknown;
}

/** An offer of the provider's shape: 4 stars, 7 nights half board from Berlin, departure in 40 days. */
export function weekOffer({ id, hotelName, destination, region, price, gallery, offerHost, ...rest }: OfferFields) {
  const departure = Date.now() + 40 * DAY;
  return {
    id,
    hotelName,
    destination,
    region,
    stars: 4,
    price,
    priceInfo: 'pro Person im Doppelzimmer inkl. Flug',
    departureDate: isoDay(departure),
    arrivalDate: isoDay(departure + 7 * DAY),
    nights: 7,
    board: 'Halbpension',
    roomType: 'Doppelzimmer Meerblick',
    departureAirport: 'ab Berlin',
    gallery,
    offerHost,
    ...rest,
  };
}

export function localOffer(origin: string, id: string): object | null {
  if (id !== LOCAL_OFFER_ID) return null;
  return weekOffer({
    id,
    hotelName: 'Hotel Lokaler Anbieter',
    destination: 'Kreta',
    region: 'Chania',
    price: 1099,
    gallery: LOCAL_OFFER_PICTURES.map((name) => `${origin}/img/${name}-800.png`),
    offerHost: 'Veranstalter: Lokal-Reisen GmbH',
    bookingUrl: 'https://buchung.example-reisen.de/E2E-HTTP-1',
  });
}

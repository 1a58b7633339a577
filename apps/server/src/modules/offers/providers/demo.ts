import type { Clock } from '../../../lib/clock.js';
import { demoAirport } from './demo-airports.js';
import { DEMO_GALLERY_SIZE, DEMO_ROWS, demoRowIndex } from './demo-data.js';
import { type Offer, type OfferProvider, type OfferQuery, providerOfferSchema } from './types.js';

/** Path of picture n of a demo offer (served by routes.ts). */
export const demoImagePath = (offerId: string, n: number) => `/media/offer-demo/${offerId}/${n}.jpg`;

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export interface DemoProviderOptions {
  clock: Clock;
  /** This server's origin as clients reach it (PUBLIC_URL, else http://localhost:{PORT}). */
  serverOrigin: string;
}

/**
 * Built-in offers so the tool works on a fresh install without network (demo-data.ts). Departure is
 * a fixed number of days after the server's 'today', so the demo never runs out of bookable trips.
 */
export function demoOfferProvider(options: DemoProviderOptions): OfferProvider {
  return {
    name: 'demo',
    imageOrigins: [options.serverOrigin],
    async getOffer(offerId: string, query?: OfferQuery): Promise<Offer | null> {
      const index = demoRowIndex(offerId);
      if (index < 0) return null;
      const [hotelName, destination, region, stars, price, board, roomType, airport, nights, daysAhead] =
        DEMO_ROWS[index];
      // Flights from the location's airport cost its surcharge; an own arrival ('Eigenanreise') stays as it is.
      const from = airport === 'Eigenanreise' ? null : demoAirport(query?.departureAirport);
      const today = Math.floor(options.clock.now() / DAY) * DAY;
      const departure = today + daysAhead * DAY;
      const gallery = Array.from(
        { length: DEMO_GALLERY_SIZE },
        (_, n) => `${options.serverOrigin}${demoImagePath(offerId, n)}`,
      );
      return providerOfferSchema.parse({
        id: offerId,
        hotelName,
        destination,
        region,
        stars,
        price: price + (from?.surcharge ?? 0),
        priceInfo: 'pro Person im Doppelzimmer inkl. Flug',
        departureDate: isoDay(departure),
        arrivalDate: isoDay(departure + nights * DAY),
        nights,
        board,
        roomType,
        departureAirport: airport === 'Eigenanreise' ? 'Eigenanreise' : `ab ${from?.name ?? airport}`,
        gallery,
        offerHost: 'Veranstalter: Demo-Reisen GmbH · Musterstraße 1 · 60311 Frankfurt am Main',
      });
    },
  };
}

/** How many offers the demo provider knows. */
export const DEMO_OFFER_COUNT = DEMO_ROWS.length;

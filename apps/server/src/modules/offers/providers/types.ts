import { z } from 'zod';
import { AppError } from '../../../lib/errors.js';

/** A bounded text without NUL (provider answers are untrusted input). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !v.includes('\0'), { error: 'Enthält ein NUL-Zeichen' });
const isoDate = z.iso.date();
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);

/**
 * One travel offer as every provider delivers it (the HTTP provider's JSON shape, docs/OFFER-PROVIDER.md).
 * Dates are ISO calendar dates (YYYY-MM-DD); price in EUR.
 */
export const providerOfferSchema = z.object({
  id: text(100).min(1),
  hotelName: text(200).min(1),
  destination: text(120),
  region: text(120),
  /** Hotel category in stars (0–6, halves allowed). */
  stars: z.number().min(0).max(6).multipleOf(0.5),
  price: z.number().nonnegative().max(10_000_000),
  /** e.g. 'pro Person'. */
  priceInfo: text(200),
  departureDate: isoDate,
  /** Return date. */
  arrivalDate: isoDate,
  nights: z.number().int().min(0).max(365),
  board: text(120),
  roomType: text(200),
  departureAirport: text(120),
  gallery: z.array(httpUrl).max(50),
  offerHost: text(1000),
  bookingUrl: httpUrl.optional(),
});
export type Offer = z.infer<typeof providerOfferSchema>;

export interface OfferQuery {
  /** The agency's id at the provider (SPEC §2 advisoryId). */
  advisoryId: string;
  /**
   * The location's departure airport (IATA code): a provider that prices per airport answers that price
   * (docs/OFFER-PROVIDER.md); unset or unknown to the provider: the offer's own price.
   */
  departureAirport?: string;
}

/** The adapter every offer source implements; null = the provider does not know this offer. */
export interface OfferProvider {
  readonly name: 'demo' | 'http';
  getOffer(offerId: string, query: OfferQuery): Promise<Offer | null>;
  /** Origins (scheme://host:port) gallery images of this provider may be fetched from. */
  readonly imageOrigins: readonly string[];
}

export type OfferProviderFailure = 'unreachable' | 'timeout' | 'invalid';

const MESSAGES: Record<OfferProviderFailure, string> = {
  unreachable: 'Der Angebotsanbieter ist nicht erreichbar. Bitte versuchen Sie es später erneut.',
  timeout: 'Der Angebotsanbieter hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.',
  invalid: 'Der Angebotsanbieter hat eine ungültige Antwort geliefert.',
};

const CODES = {
  unreachable: 'OFFER_PROVIDER_UNREACHABLE',
  timeout: 'OFFER_PROVIDER_TIMEOUT',
  invalid: 'OFFER_PROVIDER_INVALID',
} as const satisfies Record<OfferProviderFailure, string>;

/**
 * The provider could not deliver; nothing was changed. Not reached or too slow: 503, a later try may work.
 * An invalid answer: 502, asking again gives the same answer (the web app does not retry it).
 */
export class OfferProviderError extends AppError {
  constructor(readonly failure: OfferProviderFailure) {
    super(CODES[failure], MESSAGES[failure]);
  }
}

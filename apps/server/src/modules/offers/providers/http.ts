import { BoundedFetchError, fetchBounded } from '../../../lib/fetch-bounded.js';
import { type Offer, type OfferProvider, OfferProviderError, type OfferQuery, providerOfferSchema } from './types.js';

/** Largest provider answer read (an offer is a few KB; a bigger answer is broken or hostile). */
export const PROVIDER_MAX_BYTES = 1024 * 1024;

export interface HttpProviderOptions {
  /** Base URL without trailing slash, e.g. https://offers.example.com/api. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * GET {base}/offers/{offerId}?advisoryId=… (docs/OFFER-PROVIDER.md): 200 with the offer JSON, 404 for
 * an unknown offer (→ null). Everything else is an OfferProviderError with a German message.
 */
export function httpOfferProvider(options: HttpProviderOptions): OfferProvider {
  const origin = new URL(options.baseUrl).origin;
  return {
    name: 'http',
    imageOrigins: [origin],
    async getOffer(offerId: string, query: OfferQuery): Promise<Offer | null> {
      const params = new URLSearchParams({ advisoryId: query.advisoryId });
      if (query.departureAirport) params.set('departureAirport', query.departureAirport);
      const url = `${options.baseUrl}/offers/${encodeURIComponent(offerId)}?${params}`;
      let response: Awaited<ReturnType<typeof fetchBounded>>;
      try {
        response = await fetchBounded(url, {
          timeoutMs: options.timeoutMs,
          maxBytes: PROVIDER_MAX_BYTES,
          // Redirects stay on the provider's own origin.
          allow: (target) => target.origin === origin,
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        if (!(error instanceof BoundedFetchError)) throw error;
        throw new OfferProviderError(
          error.failure === 'timeout' ? 'timeout' : error.failure === 'unreachable' ? 'unreachable' : 'invalid',
        );
      }
      if (response.status === 404) return null;
      if (response.status >= 500) throw new OfferProviderError('unreachable');
      if (response.status !== 200) throw new OfferProviderError('invalid');
      let json: unknown;
      try {
        json = JSON.parse(response.body.toString('utf8'));
      } catch {
        throw new OfferProviderError('invalid');
      }
      const offer = providerOfferSchema.safeParse(json);
      if (!offer.success) throw new OfferProviderError('invalid');
      return offer.data;
    },
  };
}

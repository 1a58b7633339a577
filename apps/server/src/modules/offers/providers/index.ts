import type { AppContext } from '../../../context.js';
import { memoKey } from '../../../lib/memo.js';
import { demoOfferProvider } from './demo.js';
import { DEMO_GALLERY_SIZE, demoRowIndex } from './demo-data.js';
import { demoImage } from './demo-images.js';
import { GalleryFetcher } from './gallery.js';
import { httpOfferProvider } from './http.js';
import type { OfferProvider } from './types.js';

export { DEMO_OFFER_COUNT, demoImagePath } from './demo.js';
export { GalleryFetcher } from './gallery.js';
export type { Offer, OfferProvider, OfferQuery } from './types.js';
export { OfferProviderError, providerOfferSchema } from './types.js';

export interface OfferSource {
  /** The provider that answers ('demo' or 'http'), after the fallback to OFFER_PROVIDER. */
  name: 'demo' | 'http';
  provider: OfferProvider;
  /** Fetches this provider's gallery images (allowed hosts only, cached by URL). */
  gallery: GalleryFetcher;
}

/** This server's origin as browsers and the demo gallery URLs name it. */
export const serverOrigin = (ctx: AppContext) => ctx.config.publicUrl ?? `http://localhost:${ctx.config.port}`;

const DEMO_PATH = /^\/media\/offer-demo\/(\d{4})\/(\d)\.jpg$/;

function build(ctx: AppContext, name: 'demo' | 'http'): OfferSource {
  const { config } = ctx;
  const origin = serverOrigin(ctx);
  const provider =
    name === 'http' && config.offerProviderUrl
      ? httpOfferProvider({ baseUrl: config.offerProviderUrl, timeoutMs: config.offerProviderTimeoutMs })
      : demoOfferProvider({ clock: ctx.clock, serverOrigin: origin });
  const gallery = new GalleryFetcher({
    origins: [...provider.imageOrigins, origin],
    hosts: config.offerImageHosts,
    // Demo pictures of this server are drawn (or read from disk) directly, without a request to itself.
    local: (url) => {
      const match = url.origin === origin ? DEMO_PATH.exec(url.pathname) : null;
      const index = match ? demoRowIndex(match[1]) : -1;
      if (!match || index < 0 || Number(match[2]) >= DEMO_GALLERY_SIZE) return null;
      return demoImage(config.dataDir, match[1], index, Number(match[2]));
    },
  });
  return { name, provider, gallery };
}

const SOURCES = { demo: memoKey<OfferSource>('offer source demo'), http: memoKey<OfferSource>('offer source http') };

/**
 * The offer source for a request: the `provider` query value 'demo' or 'http' picks that provider
 * (http only when OFFER_PROVIDER_URL is set); any other or no value uses OFFER_PROVIDER.
 * One instance per provider and server, so the gallery cache is shared between requests.
 */
export function offerSource(ctx: AppContext, providerParam?: string | null): OfferSource {
  const wanted = providerParam?.trim().toLowerCase();
  const name =
    wanted === 'demo' || (wanted === 'http' && ctx.config.offerProviderUrl) ? wanted : ctx.config.offerProvider;
  return ctx.memo(SOURCES[name], () => build(ctx, name));
}

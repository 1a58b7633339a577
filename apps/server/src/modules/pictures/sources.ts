import type { AppContext } from '../../context.js';
import { memoKey } from '../../lib/memo.js';
import type { PictureKind } from '../../lib/picture-url.js';
import { publicAddresses, publicOnlyAgent, type Resolve, systemResolve } from '../../lib/public-address.js';
import { GalleryFetcher, offerSource, serverOrigin } from '../offers/providers/index.js';

/**
 * Whether every address a host name resolves to is a public unicast one (lib/public-address.ts): hotel pictures
 * may come from any host the directory names, but never make this server ask into its own network.
 */
export async function isPublicHost(url: URL, resolve: Resolve = systemResolve): Promise<boolean> {
  return (await publicAddresses(url.hostname.replace(/^\[|\]$/g, ''), resolve)) !== null;
}

const HOTEL_FETCHER = memoKey<GalleryFetcher>('hotel pictures');

/**
 * The hotel pictures' fetcher: this server, the remote hotel directory's origin (HOTEL_DIRECTORY_URL) and the
 * hosts of OFFER_IMAGE_HOSTS in full, any other host only on a public address. Same limits and cache as the
 * offer gallery's.
 */
function hotelPictures(ctx: AppContext): GalleryFetcher {
  return ctx.memo(HOTEL_FETCHER, () => {
    const { hotelDirectoryUrl, offerImageHosts } = ctx.config;
    return hotelPictureFetcher(
      [serverOrigin(ctx), ...(hotelDirectoryUrl ? [new URL(hotelDirectoryUrl).origin] : [])],
      offerImageHosts,
    );
  });
}

/**
 * Listed origins and hosts in full, any other host only on a public address: checked before the first request,
 * and the request to such a host goes through an agent whose connection lookup checks again, so the address it
 * connects to is a checked one (DNS rebinding).
 */
export function hotelPictureFetcher(
  origins: readonly string[],
  hosts: readonly string[],
  resolve: Resolve = systemResolve,
): GalleryFetcher {
  return new GalleryFetcher({
    origins,
    hosts,
    admit: (url) => isPublicHost(url, resolve),
    admittedDispatcher: publicOnlyAgent(resolve),
  });
}

/** A picture's bytes under its kind's host rules (offer: the provider's gallery rules), or null. */
export function pictureBytes(ctx: AppContext, kind: PictureKind, url: string): Promise<Buffer | null> {
  if (kind === 'hotel') return hotelPictures(ctx).fetch(url);
  return offerSource(ctx, kind === 'offer-http' ? 'http' : 'demo').gallery.fetch(url);
}

import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import type { AppContext } from '../../context.js';
import { memoKey } from '../../lib/memo.js';
import type { PictureKind } from '../../lib/picture-url.js';
import { GalleryFetcher, offerSource, serverOrigin } from '../offers/providers/index.js';

/**
 * Whether every address a host name resolves to is a public unicast one (not loopback, private, link-local,
 * unique-local, carrier NAT, multicast …): hotel pictures may come from any host the directory names, but
 * never make this server ask into its own network.
 */
export async function isPublicHost(url: URL): Promise<boolean> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => ipaddr.process(a.address).range() === 'unicast');
  } catch {
    return false;
  }
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
    return new GalleryFetcher({
      origins: [serverOrigin(ctx), ...(hotelDirectoryUrl ? [new URL(hotelDirectoryUrl).origin] : [])],
      hosts: offerImageHosts,
      admit: isPublicHost,
    });
  });
}

/** A picture's bytes under its kind's host rules (offer: the provider's gallery rules), or null. */
export function pictureBytes(ctx: AppContext, kind: PictureKind, url: string): Promise<Buffer | null> {
  if (kind === 'hotel') return hotelPictures(ctx).fetch(url);
  return offerSource(ctx, kind === 'offer-http' ? 'http' : 'demo').gallery.fetch(url);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Addresses of pictures this server shows for another host: the editor's offer gallery and the hotel viewer's pictures
 * go through GET /v1/picture, which fetches them under the host rules and sends them resized. The URL is signed with a
 * key only the server holds (HMAC-SHA-256), so the route serves only pictures an answer of this server named — never
 * any URL a caller makes up.
 */

/** Where a picture comes from: an offer provider's gallery or the hotel directory (each has its host rules). */
export const PICTURE_KINDS = ['offer-demo', 'offer-http', 'hotel'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The widths the route resizes to (a bounded set, so the cache holds few variants per picture). */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The smallest width of the set at least `w` wide (the largest for anything wider). */
export const pictureWidth = (w: number): PictureWidth =>
  PICTURE_WIDTHS.find((p) => p >= w) ?? (PICTURE_WIDTHS.at(-1) as PictureWidth);

const signature = (key: Buffer, kind: PictureKind, url: string) =>
  createHmac('sha256', key).update(`${kind}\n${url}`).digest('base64url').slice(0, 32);

/** Whether `sig` is this server's signature of the picture (constant time). */
export function validSignature(key: Buffer, kind: PictureKind, url: string, sig: string): boolean {
  const expected = Buffer.from(signature(key, kind, url));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of a picture through this server at a width: /v1/picture?k=…&w=…&u=…&s=…. */
export function picturePath(key: Buffer, kind: PictureKind, url: string, width: number): string {
  const query = new URLSearchParams({ k: kind, w: String(pictureWidth(width)), u: url, s: signature(key, kind, url) });
  return `/v1/picture?${query}`;
}

import type { AppContext } from '../../context.js';
import { pictureKey } from '../../db/server-secrets.js';
import { type PictureKind, picturePath } from '../../lib/picture-url.js';
import type { OfferSource } from './providers/index.js';

/** Width the editor's gallery asks its pictures in (boxes of 160 css px, sharp on 2× screens). */
export const EDITOR_PICTURE_WIDTH = 320;

/**
 * The offer gallery as this server's picture paths: the editor shows them whatever host or scheme the provider's
 * pictures have, and under whatever host name the page was opened.
 */
export async function galleryViews(ctx: AppContext, source: OfferSource, urls: readonly string[]): Promise<string[]> {
  const key = await pictureKey(ctx.db);
  const kind: PictureKind = `offer-${source.provider.name}`;
  return urls.map((url) => picturePath(key, kind, url, EDITOR_PICTURE_WIDTH));
}

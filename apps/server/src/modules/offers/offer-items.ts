import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import { readBytes } from '../../lib/storage.js';
import { mediaKey } from '../media/playable.js';
import { thumbnail } from '../media/processing.js';
import { changePlaylistItems, removeOfferItems, replaceItemFile } from '../playlists/media-items.js';
import { offerItemsOf } from '../playlists/offer-items.js';
import type { RenderedPair } from './render-service.js';
import { imageForPlaylist } from './scan-images.js';

/** Takes all items of an offer of a location out of the loop at once (items, media rows, files). */
export async function takeDownOfferItems(ctx: AppContext, agency: string, offerId: string, reason: string) {
  const items = await offerItemsOf(ctx.db, agency, offerId);
  const lists = [...new Set(items.map((i) => i.guidPlaylist))];
  if (lists.length === 0) return 0;
  const removed = await changePlaylistItems(ctx, lists, async (tx) => {
    const keys: string[] = [];
    for (const guid of lists) keys.push(...(await removeOfferItems(tx, guid, offerId)));
    await audit(tx, null, 'offer-take-down', 'offer', offerId, null, { agency, reason });
    return keys;
  });
  await Promise.all(removed.map((k) => ctx.files.remove(k)));
  return items.length;
}

/**
 * Puts a new rendering into an offer's items of a location in place: same item, playlist, order position,
 * window and orientation; only the file (and its size and thumbnail) changes, so the screens get a new ETag.
 * Returns how many items got the new images.
 */
export async function replaceOfferImages(ctx: AppContext, agency: string, offerId: string, pair: RenderedPair) {
  const items = await offerItemsOf(ctx.db, agency, offerId);
  if (items.length === 0) return 0;
  const images = new Map<'v' | 'h', { png: Buffer; thumb: string }>();
  for (const side of new Set(items.map((i) => i.side))) {
    const png = await readBytes(ctx.files, pair.keys[side]);
    images.set(side, { png, thumb: (await thumbnail(png)).dataUrl });
  }
  // Each playlist's copy carries its own counted QR link (scan-images.ts), as at 'Angebot hinzufügen'.
  const copies = new Map<string, Buffer>();
  const written = new Map<string, { file: string; size: number }>();
  for (const item of items) {
    const copy = `${item.guidPlaylist}:${item.side}`;
    let png = copies.get(copy);
    if (!png) {
      const rendered = images.get(item.side)?.png ?? Buffer.alloc(0);
      const target = { agency, offerId, guidPlaylist: item.guidPlaylist, side: item.side };
      png = await imageForPlaylist(ctx, { ...target, png: rendered, qr: pair.qr });
      copies.set(copy, png);
    }
    const file = `offer-${pair.hash.slice(0, 16)}-${randomBytes(4).toString('hex')}${item.side}.png`;
    await ctx.files.write(mediaKey(item.guidPlaylist, file), png);
    written.set(item.guid, { file, size: png.length });
  }
  const lists = items.map((i) => i.guidPlaylist);
  const { replaced, obsolete } = await changePlaylistItems(ctx, lists, async (tx, now) => {
    const old: string[] = [];
    let count = 0;
    for (const item of items) {
      const { file, size } = written.get(item.guid) as { file: string; size: number };
      const image = images.get(item.side) as { png: Buffer; thumb: string };
      const done = await replaceItemFile(tx, item, { localFileName: file, size, thumb: image.thumb }, now);
      if (!done) {
        old.push(mediaKey(item.guidPlaylist, file)); // removed meanwhile: the new file is not needed
        continue;
      }
      if (done.oldFile) old.push(mediaKey(item.guidPlaylist, done.oldFile));
      count += 1;
    }
    return { replaced: count, obsolete: old };
  });
  await Promise.all(obsolete.map((k) => ctx.files.remove(k)));
  return replaced;
}

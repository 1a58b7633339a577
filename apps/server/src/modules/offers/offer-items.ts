import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { audit } from '../../db/audit.js';
import type { Db } from '../../db/client.js';
import { media, playlistItems, playlists } from '../../db/schema.js';
import { readBytes } from '../../lib/storage.js';
import { mediaKey } from '../media/playable.js';
import { thumbnail } from '../media/processing.js';
import { touchPlaylist } from '../playlists/repository.js';
import type { RenderedPair } from './render-service.js';
import { imageForPlaylist } from './scan-images.js';

/** Removes an offer's earlier items (and their media rows) from a playlist; returns their file keys. */
export async function removeOfferItems(tx: Db, guidPlaylist: string, offerId: string): Promise<string[]> {
  const old = await tx
    .delete(playlistItems)
    .where(and(eq(playlistItems.guidPlaylist, guidPlaylist), eq(playlistItems.offerId, offerId)))
    .returning({ guidMedia: playlistItems.guidMedia, file: playlistItems.localFileName });
  const mediaGuids = old.flatMap((o) => (o.guidMedia ? [o.guidMedia] : []));
  if (mediaGuids.length > 0) await tx.delete(media).where(inArray(media.guid, mediaGuids));
  return old.flatMap((o) => (o.file ? [mediaKey(guidPlaylist, o.file)] : []));
}

/** Locks the playlists (fixed order: concurrent changes of one offer wait for each other). */
export async function lockPlaylists(tx: Db, guids: Iterable<string>) {
  for (const guid of [...new Set(guids)].sort())
    await tx.select({ guid: playlists.guid }).from(playlists).where(eq(playlists.guid, guid)).for('update');
}

/** The location's items of an offer (in its own playlists), with the image side their file name ends in. */
export async function offerItemsOf(db: Db, agency: string, offerId: string) {
  const rows = await db
    .select({ guid: playlistItems.guid, guidPlaylist: playlistItems.guidPlaylist, file: playlistItems.localFileName })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(and(eq(playlists.guidCompany, agency), eq(playlistItems.offerId, offerId)))
    .orderBy(asc(playlistItems.guid));
  return rows.map((r) => ({ ...r, side: (r.file?.endsWith('v.png') ? 'v' : 'h') as 'v' | 'h' }));
}

/** Takes all items of an offer of a location out of the loop at once (items, media rows, files). */
export async function takeDownOfferItems(ctx: AppContext, agency: string, offerId: string, reason: string) {
  const items = await offerItemsOf(ctx.db, agency, offerId);
  const lists = [...new Set(items.map((i) => i.guidPlaylist))];
  if (lists.length === 0) return 0;
  const now = ctx.clock.now();
  const removed = await ctx.db.transaction(async (tx) => {
    await lockPlaylists(tx, lists);
    const keys: string[] = [];
    for (const guid of lists) {
      keys.push(...(await removeOfferItems(tx, guid, offerId)));
      await touchPlaylist(tx, guid, now);
    }
    await audit(tx, null, 'offer-take-down', 'offer', offerId, null, { agency, reason });
    return keys;
  });
  await Promise.all(removed.map((k) => ctx.files.remove(k)));
  ctx.invalidation.notify({ playlists: lists });
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
  const now = ctx.clock.now();
  const { replaced, obsolete } = await ctx.db.transaction(async (tx) => {
    await lockPlaylists(
      tx,
      items.map((i) => i.guidPlaylist),
    );
    const old: string[] = [];
    let count = 0;
    for (const item of items) {
      const { file, size } = written.get(item.guid) as { file: string; size: number };
      const image = images.get(item.side) as { png: Buffer; thumb: string };
      const [current] = await tx
        .select({ file: playlistItems.localFileName, guidMedia: playlistItems.guidMedia })
        .from(playlistItems)
        .where(eq(playlistItems.guid, item.guid));
      if (!current) {
        old.push(mediaKey(item.guidPlaylist, file)); // removed meanwhile: the new file is not needed
        continue;
      }
      await tx
        .update(playlistItems)
        .set({
          localFileName: file,
          localAbsoluteFileName: mediaKey(item.guidPlaylist, file),
          size,
          thumb: image.thumb,
          changed: new Date(now),
        })
        .where(eq(playlistItems.guid, item.guid));
      if (current.guidMedia)
        await tx.update(media).set({ localFileName: file, size }).where(eq(media.guid, current.guidMedia));
      if (current.file) old.push(mediaKey(item.guidPlaylist, current.file));
      count += 1;
    }
    for (const guid of new Set(items.map((i) => i.guidPlaylist))) await touchPlaylist(tx, guid, now);
    return { replaced: count, obsolete: old };
  });
  await Promise.all(obsolete.map((k) => ctx.files.remove(k)));
  ctx.invalidation.notify({ playlists: [...new Set(items.map((i) => i.guidPlaylist))] });
  return replaced;
}

import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { media, playlistItems } from '../../db/schema.js';
import { mediaKey } from '../media/playable.js';
import { touchPlaylist } from '../playlists/repository.js';

const DAY_MS = 24 * 3_600_000;
/** The cleanup job (JobName.offerCleanup) runs once a day. */
export const OFFER_CLEANUP_EVERY_MS = DAY_MS;
/** Ended offer items stay (inactive for the screens, visible in the editor) this long before they go. */
export const OFFER_GRACE_MS = 7 * DAY_MS;

/**
 * Removes offer items that ended more than the grace period ago, with their media rows and files, and
 * rendered previews not touched for that long. Returns how many items went. The daily job JobName.offerCleanup.
 */
export async function cleanUpOffers(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const before = new Date(now - OFFER_GRACE_MS);
  const storage = ctx.files;
  const gone = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .delete(playlistItems)
      .where(and(isNotNull(playlistItems.offerId), lt(playlistItems.activeTill, before)))
      .returning({
        guidPlaylist: playlistItems.guidPlaylist,
        guidMedia: playlistItems.guidMedia,
        file: playlistItems.localFileName,
      });
    const mediaGuids = rows.flatMap((r) => (r.guidMedia ? [r.guidMedia] : []));
    if (mediaGuids.length > 0) await tx.delete(media).where(inArray(media.guid, mediaGuids));
    for (const guid of new Set(rows.map((r) => r.guidPlaylist))) await touchPlaylist(tx, guid, now);
    return rows;
  });
  await Promise.all(gone.flatMap((r) => (r.file ? [storage.remove(mediaKey(r.guidPlaylist, r.file))] : [])));
  await storage.removeOlderThan('media/offers', now - OFFER_GRACE_MS);
  if (gone.length > 0) ctx.invalidation.notify({ playlists: [...new Set(gone.map((r) => r.guidPlaylist))] });
  return gone.length;
}

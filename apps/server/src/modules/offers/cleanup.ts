import type { AppContext } from '../../context.js';
import { pruneEvidence } from '../evidence/retention.js';
import { mediaKey } from '../media/playable.js';
import { removeEndedOfferItems } from '../playlists/media-items.js';

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
  const gone = await removeEndedOfferItems(ctx, before);
  await Promise.all(gone.flatMap((r) => (r.file ? [storage.remove(mediaKey(r.guidPlaylist, r.file))] : [])));
  await storage.removeOlderThan('media/offers', now - OFFER_GRACE_MS);
  // The evidence archive keeps its own image copies (evidence/{sha256}.png) until its retention.
  await pruneEvidence(ctx);
  return gone.length;
}

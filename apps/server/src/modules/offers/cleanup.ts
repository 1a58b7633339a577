import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { enqueueJob, ensureScheduled } from '../../db/job-queue.js';
import { mediaKey } from '../media/playable.js';
import { removeEndedOfferItems } from '../playlists/media-items.js';

export const OFFER_CLEANUP_JOB = 'offer-cleanup';
const DAY_MS = 24 * 3_600_000;
/** Ended offer items stay (inactive for the screens, visible in the editor) this long before they go. */
export const OFFER_GRACE_MS = 7 * DAY_MS;

/**
 * Removes offer items that ended more than the grace period ago, with their media rows and files, and
 * rendered previews not touched for that long. Returns how many items went.
 */
export async function cleanUpOffers(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const before = new Date(now - OFFER_GRACE_MS);
  const storage = ctx.files;
  const gone = await removeEndedOfferItems(ctx, before);
  await Promise.all(gone.flatMap((r) => (r.file ? [storage.remove(mediaKey(r.guidPlaylist, r.file))] : [])));
  await storage.removeOlderThan('media/offers', now - OFFER_GRACE_MS);
  return gone.length;
}

/** The daily job: each run cleans up and queues the next one a day later. */
export function registerOfferCleanup(app: FastifyInstance, ctx: AppContext) {
  app.jobs.handle(OFFER_CLEANUP_JOB, async () => {
    await cleanUpOffers(ctx);
    await enqueueJob(ctx.db, ctx.clock, OFFER_CLEANUP_JOB, {}, DAY_MS);
  });
  app.addHook('onListen', async () => ensureScheduled(ctx.db, ctx.clock, OFFER_CLEANUP_JOB));
}

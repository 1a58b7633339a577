import pLimit from 'p-limit';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { enqueueJob, type Job, JobName } from '../../db/job-queue.js';
import { workCopy } from './copy-service.js';
import { findCampaign, queuedCopies } from './repository.js';

interface Payload {
  campaign: string;
  /** The publisher's address (hashed into each copy's evidence entry). */
  ip: string;
}

/** Copies read per round; the round ends when each of them is rendered and placed. */
const BATCH = 20;
/**
 * Copies worked at once. Two: while one copy's pair renders (the background render slot, one at a time), the other
 * asks the provider, composites its QR codes and writes its rows, so the cores are not idle between renders; the
 * renders themselves stay one at a time behind the agents' own.
 */
export const COPIES_IN_FLIGHT = 2;

export const CAMPAIGN_JOB = JobName.campaignPublish;

/** Queues the campaign's job (in the publishing transaction, so it exists iff the campaign does). */
export const enqueueCampaign = (tx: Db, ctx: AppContext, payload: Payload) =>
  enqueueJob(tx, ctx.clock, CAMPAIGN_JOB, { ...payload });

/**
 * The job of a published offer: works the campaign's queued copies, COPIES_IN_FLIGHT at a time. Each copy's state is in
 * the database, so a restart (or another process) continues with the copies still queued, and a copy done is
 * never done twice; a new publish of the same offer queues every copy again and its own job finds them. The
 * renders run at background priority: agents' own offer-tool renders take a free slot first.
 */
export function campaignJobHandler(ctx: AppContext) {
  return async (job: Job<Payload>): Promise<void> => {
    for (;;) {
      if (job.signal.aborted) throw new Error('Server wird beendet');
      const campaign = await findCampaign(ctx.db, job.payload.campaign);
      if (!campaign || campaign.withdrawnAt) return;
      const copies = await queuedCopies(ctx.db, campaign.guid, BATCH);
      if (copies.length === 0) return;
      const inFlight = pLimit(COPIES_IN_FLIGHT);
      const worked = await Promise.allSettled(
        copies.map((copy) =>
          inFlight(async () => {
            if (job.signal.aborted) throw new Error('Server wird beendet');
            await workCopy(ctx, campaign, copy.guidCompany, job.payload.ip);
          }),
        ),
      );
      // an error no copy keeps (the database, a shutdown) ends the run once the others in flight are done: retried
      const failed = worked.find((w) => w.status === 'rejected');
      if (failed) throw failed.reason;
    }
  };
}

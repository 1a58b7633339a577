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

/** Copies read per round; each is rendered and placed before the next (the render queue paces them). */
const BATCH = 20;

export const CAMPAIGN_JOB = JobName.campaignPublish;

/** Queues the campaign's job (in the publishing transaction, so it exists iff the campaign does). */
export const enqueueCampaign = (tx: Db, ctx: AppContext, payload: Payload) =>
  enqueueJob(tx, ctx.clock, CAMPAIGN_JOB, { ...payload });

/**
 * The job of a published offer: works the campaign's queued copies one after the other. Each copy's state is in
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
      for (const copy of copies) {
        if (job.signal.aborted) throw new Error('Server wird beendet');
        await workCopy(ctx, campaign, copy.guidCompany, job.payload.ip);
      }
    }
  };
}

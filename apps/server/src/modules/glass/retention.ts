import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { glassChecks } from '../../db/schema.js';
import { evidenceCutoff } from '../evidence/retention.js';

const DAY_MS = 86_400_000;

/**
 * What the glass checks keep, and how long (they run with the plays' retention job, plugins/job-registry.ts). A
 * capture takes 60–110 KB: an offer image's is evidence and stays as long as the archive keeps its entries
 * (EVIDENCE_RETENTION_MONTHS); any other item's goes after PLAY_EVENTS_RETENTION_DAYS, as its raw plays do, and its
 * check stays (result, distance, the capture's SHA-256). A check older than the archive's retention goes entirely.
 * Returns how many captures were dropped and how many checks removed.
 */
export async function pruneGlassChecks(ctx: AppContext): Promise<{ captures: number; checks: number }> {
  const now = ctx.clock.now();
  const capturesBefore = new Date(now - ctx.config.playEventsRetentionDays * DAY_MS);
  const checksBefore = evidenceCutoff(now, ctx.config.evidenceRetentionMonths);
  const removed = await ctx.db
    .delete(glassChecks)
    .where(lt(glassChecks.received, checksBefore))
    .returning({ id: glassChecks.id });
  const cleared = await ctx.db
    .update(glassChecks)
    .set({ capture: null })
    .where(and(lt(glassChecks.received, capturesBefore), isNull(glassChecks.offerId), isNotNull(glassChecks.capture)))
    .returning({ id: glassChecks.id });
  return { captures: cleared.length, checks: removed.length };
}

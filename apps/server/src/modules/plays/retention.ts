import { ROLLUP_MONTHS } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { deleteServedBefore } from '../../player/served-log.js';
import { deleteOld } from './ingest-repository.js';

/** How often the retention job runs (it deletes whole days, so a few times a day is plenty). */
export const PLAYS_RETENTION_EVERY_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;

/** The cut-offs for `now`: raw plays PLAY_EVENTS_RETENTION_DAYS back, rollups 25 months back (a whole UTC day). */
export function retentionCutoffs(now: number, rawDays: number) {
  const rollups = new Date(Math.floor(now / DAY_MS) * DAY_MS);
  rollups.setUTCMonth(rollups.getUTCMonth() - ROLLUP_MONTHS);
  return { rawBefore: new Date(now - rawDays * DAY_MS), rollupsBefore: rollups };
}

/** The recurring job 'plays-retention' (plugins/job-registry.ts). */
export async function deleteOldPlays(ctx: AppContext): Promise<void> {
  const { rawBefore, rollupsBefore } = retentionCutoffs(ctx.clock.now(), ctx.config.playEventsRetentionDays);
  await deleteOld(ctx.db, rawBefore, rollupsBefore);
  // Items not served for as long as raw plays are kept: their rows are dropped (bounded table).
  await deleteServedBefore(ctx.db, rawBefore);
}

import type { AppContext } from '../../context.js';
import { removeEvidenceBefore } from './chain.js';

/** The cut-off for `now`: EVIDENCE_RETENTION_MONTHS calendar months back (UTC). */
export function evidenceCutoff(now: number, months: number): Date {
  const cut = new Date(now);
  cut.setUTCMonth(cut.getUTCMonth() - months);
  return cut;
}

/**
 * Removes the archive's entries older than the retention as a whole prefix of the chain (a checkpoint keeps
 * the check verifying the rest) and the evidence image copies no remaining entry names. Runs with the daily
 * offer cleanup (offers/cleanup.ts). Returns how many entries went.
 */
export async function pruneEvidence(ctx: AppContext): Promise<number> {
  const before = evidenceCutoff(ctx.clock.now(), ctx.config.evidenceRetentionMonths);
  const { removed, files } = await removeEvidenceBefore(ctx, before);
  await Promise.all(files.map((key) => ctx.files.remove(key)));
  return removed;
}

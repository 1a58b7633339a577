import { tourOperatorOf } from '@signage/shared';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerChecks } from '../../db/schema.js';

/**
 * The tour operator (Veranstalter) of offers from their provider data (offerHost of the data last confirmed,
 * the latest of any location); offers the tool never added are missing.
 */
export async function tourOperatorsOf(db: Db, offerIds: readonly string[]): Promise<Map<string, string | null>> {
  if (!offerIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([offerChecks.offerId], { offerId: offerChecks.offerId, data: offerChecks.data })
    .from(offerChecks)
    .where(inArray(offerChecks.offerId, [...offerIds]))
    .orderBy(offerChecks.offerId, desc(offerChecks.confirmedAt));
  return new Map(rows.map((r) => [r.offerId, tourOperatorOf((r.data as { offerHost?: string } | null)?.offerHost)]));
}

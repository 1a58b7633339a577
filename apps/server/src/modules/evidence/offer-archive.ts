import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { evidenceEntries, evidencePlays } from '../../db/schema.js';

/**
 * The archive of one offer at several locations: its entries in chain order and the plays of its versions per screen
 * (the operator portal reads these for the locations of its scope and filters them by the consents).
 */
export async function offerArchiveAt(db: Db, locations: readonly string[], offerId: string) {
  if (!locations.length) return { entries: [], plays: [] };
  const [entries, plays] = await Promise.all([
    db
      .select()
      .from(evidenceEntries)
      .where(and(inArray(evidenceEntries.guidCompany, [...locations]), eq(evidenceEntries.offerId, offerId)))
      .orderBy(asc(evidenceEntries.seq)),
    db
      .select()
      .from(evidencePlays)
      .where(and(inArray(evidencePlays.guidLocation, [...locations]), eq(evidencePlays.offerId, offerId))),
  ]);
  return { entries, plays };
}

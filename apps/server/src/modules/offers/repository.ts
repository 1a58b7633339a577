import type { OfferEditorField } from '@signage/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerChecks, offerEditorValues } from '../../db/schema.js';

export async function loadEditorValues(db: Db, agency: string, offerId: string): Promise<OfferEditorField[]> {
  const [row] = await db
    .select({ fields: offerEditorValues.fields })
    .from(offerEditorValues)
    .where(and(eq(offerEditorValues.guidCompany, agency), eq(offerEditorValues.offerId, offerId)));
  return (row?.fields as OfferEditorField[] | undefined) ?? [];
}

export async function saveEditorValues(
  db: Db,
  agency: string,
  offerId: string,
  fields: OfferEditorField[],
  now: number,
) {
  await db
    .insert(offerEditorValues)
    .values({ guidCompany: agency, offerId, fields, changed: new Date(now) })
    .onConflictDoUpdate({
      target: [offerEditorValues.guidCompany, offerEditorValues.offerId],
      set: { fields, changed: new Date(now) },
    });
}

/** The re-check's state of an offer at these locations (changed, taken down), for the campaign view. */
export function checksOfOffer(db: Db, offerId: string, locations: readonly string[]) {
  if (locations.length === 0) return Promise.resolve([]);
  return db
    .select({
      guidCompany: offerChecks.guidCompany,
      changeSummary: offerChecks.changeSummary,
      changedAt: offerChecks.changedAt,
      takenDown: offerChecks.takenDown,
      takenDownAt: offerChecks.takenDownAt,
    })
    .from(offerChecks)
    .where(and(eq(offerChecks.offerId, offerId), inArray(offerChecks.guidCompany, [...locations])));
}

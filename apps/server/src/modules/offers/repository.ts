import type { OfferEditorField } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerEditorValues } from '../../db/schema.js';

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

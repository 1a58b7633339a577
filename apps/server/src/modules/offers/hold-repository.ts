import type { OfferEditorField, OfferMode } from '@signage/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerHolds } from '../../db/schema.js';
import { companyInReach, type Reach } from '../../tenancy/index.js';

export type HoldRow = typeof offerHolds.$inferSelect;
export type HoldPatch = Partial<Omit<HoldRow, 'guid' | 'guidCompany' | 'offerId'>>;

/** The offer tool's add request as a hold keeps it (no code: the approval places it without one). */
export interface HeldRequest {
  offerId: string;
  start: number;
  end: number;
  targetDevices: string[];
  targetPlaylists?: string[];
  provider?: string;
  advisoryId?: string;
  /** The editor values the pair was rendered with: the approval places what the approver saw. */
  editor: OfferEditorField[];
  /** 'von' and 'bis' (DD.MM.YYYY, the location's zone), for the dashboard. */
  from: string;
  till: string;
}

export interface HoldValues {
  guid: string;
  guidCompany: string;
  offerId: string;
  mode: OfferMode;
  request: HeldRequest;
  price: number;
  previewV: string;
  previewH: string;
}

/** The location's pending hold of this offer, created or replaced (never two); returns its (new) guid. */
export async function upsertHold(db: Db, values: HoldValues, now: Date): Promise<string> {
  const { guidCompany, offerId, ...rest } = values;
  const [row] = await db
    .insert(offerHolds)
    .values({ ...values, state: 'pending', created: now, changed: now })
    .onConflictDoUpdate({
      target: [offerHolds.guidCompany, offerHolds.offerId],
      targetWhere: sql`state = 'pending'`,
      set: { ...rest, message: null, created: now, changed: now },
    })
    .returning({ guid: offerHolds.guid });
  return row.guid;
}

export async function findHold(db: Db, guid: string): Promise<HoldRow | null> {
  const [row] = await db.select().from(offerHolds).where(eq(offerHolds.guid, guid));
  return row ?? null;
}

/** Sets a hold's fields; with `from`, only while it is in one of those states. Returns whether a row changed. */
export async function setHold(db: Db, guid: string, patch: HoldPatch, from?: readonly string[]): Promise<boolean> {
  const rows = await db
    .update(offerHolds)
    .set(patch)
    .where(and(eq(offerHolds.guid, guid), from ? inArray(offerHolds.state, [...from]) : undefined))
    .returning({ guid: offerHolds.guid });
  return rows.length > 0;
}

/** Pending holds of the locations the reach covers (the newest first). */
export function pendingHolds(db: Db, reach: Reach) {
  return db
    .select()
    .from(offerHolds)
    .where(and(eq(offerHolds.state, 'pending'), companyInReach(reach, offerHolds.guidCompany)))
    .orderBy(desc(offerHolds.created))
    .limit(500);
}

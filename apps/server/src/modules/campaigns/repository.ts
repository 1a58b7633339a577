import type { CampaignOrientation, CampaignSelection, OfferApprovalMode } from '@signage/shared';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { offerCampaigns, offerCopies } from '../../db/schema.js';
import { companyInReach, type Reach } from '../../tenancy/index.js';

export type CampaignRow = typeof offerCampaigns.$inferSelect;
export type CopyRow = typeof offerCopies.$inferSelect;
export type CopyPatch = Partial<Omit<CopyRow, 'guidCampaign' | 'guidCompany'>>;

/** States in which a copy still plays or may play: withdrawing or deselecting it takes it down. */
export const LIVE_STATES = ['queued', 'pending', 'running'] as const;

export interface CampaignValues {
  guid: string;
  guidNetwork: string;
  offerId: string;
  provider: string;
  startDay: string;
  endDay: string;
  orientation: CampaignOrientation;
  selection: CampaignSelection;
  approval: OfferApprovalMode;
  createdBy: string | null;
}

/** The network's campaign of this offer, created or replaced (one per network and offer); returns its guid. */
export async function upsertCampaign(tx: Db, values: CampaignValues, now: Date): Promise<string> {
  const { guid, guidNetwork, offerId, ...rest } = values;
  const [row] = await tx
    .insert(offerCampaigns)
    .values({ ...values, created: now, changed: now })
    .onConflictDoUpdate({
      target: [offerCampaigns.guidNetwork, offerCampaigns.offerId],
      set: { ...rest, withdrawnAt: null, changed: now },
    })
    .returning({ guid: offerCampaigns.guid });
  return row.guid;
}

/** The network's campaign of this offer, if it was ever published. */
export async function campaignOfOffer(db: Db, network: string, offerId: string): Promise<CampaignRow | null> {
  const [row] = await db
    .select()
    .from(offerCampaigns)
    .where(and(eq(offerCampaigns.guidNetwork, network), eq(offerCampaigns.offerId, offerId)));
  return row ?? null;
}

/** The campaign's copies that still play, wait or are queued at a location `locations` does not name. */
const liveOutside = (campaign: string, locations: readonly string[]) =>
  and(
    eq(offerCopies.guidCampaign, campaign),
    inArray(offerCopies.state, [...LIVE_STATES]),
    locations.length > 0 ? notInArray(offerCopies.guidCompany, [...locations]) : undefined,
  );

/** Locations whose copy still plays, waits or is queued but which `locations` no longer names. */
export async function liveCopiesOutside(db: Db, campaign: string, locations: readonly string[]) {
  const rows = await db
    .select({ guidCompany: offerCopies.guidCompany })
    .from(offerCopies)
    .where(liveOutside(campaign, locations));
  return rows.map((r) => r.guidCompany);
}

/**
 * The campaign's copies become the given locations, each queued anew; copies of locations no longer chosen that
 * still play or wait are returned (the caller takes them down) and marked withdrawn.
 */
export async function replaceCopies(tx: Db, campaign: string, locations: readonly string[], now: Date) {
  const fresh = {
    state: 'queued',
    price: null,
    previewV: null,
    previewH: null,
    message: null,
    renderedAt: null,
    decidedBy: null,
    decidedAt: null,
    changed: now,
  };
  const dropped = await tx
    .update(offerCopies)
    .set({ state: 'withdrawn', changed: now })
    .where(liveOutside(campaign, locations))
    .returning({ guidCompany: offerCopies.guidCompany, state: offerCopies.state });
  for (let i = 0; i < locations.length; i += 1000) {
    const chunk = locations
      .slice(i, i + 1000)
      .map((guidCompany) => ({ guidCampaign: campaign, guidCompany, ...fresh }));
    await tx
      .insert(offerCopies)
      .values(chunk)
      .onConflictDoUpdate({ target: [offerCopies.guidCampaign, offerCopies.guidCompany], set: fresh });
  }
  return dropped.map((d) => d.guidCompany);
}

export async function findCampaign(db: Db, guid: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(offerCampaigns).where(eq(offerCampaigns.guid, guid));
  return row ?? null;
}

export function campaignsOfNetwork(db: Db, network: string) {
  return db
    .select()
    .from(offerCampaigns)
    .where(eq(offerCampaigns.guidNetwork, network))
    .orderBy(desc(offerCampaigns.changed));
}

export async function setCampaignWithdrawn(db: Db, guid: string, now: Date) {
  await db.update(offerCampaigns).set({ withdrawnAt: now, changed: now }).where(eq(offerCampaigns.guid, guid));
}

export function copiesOf(db: Db, campaign: string) {
  return db
    .select()
    .from(offerCopies)
    .where(eq(offerCopies.guidCampaign, campaign))
    .orderBy(asc(offerCopies.guidCompany));
}

export async function findCopy(db: Db, campaign: string, location: string): Promise<CopyRow | null> {
  const [row] = await db
    .select()
    .from(offerCopies)
    .where(and(eq(offerCopies.guidCampaign, campaign), eq(offerCopies.guidCompany, location)));
  return row ?? null;
}

/** The next queued copies of a campaign (the job works through them; a restart continues with the rest). */
export function queuedCopies(db: Db, campaign: string, limit: number) {
  return db
    .select()
    .from(offerCopies)
    .where(and(eq(offerCopies.guidCampaign, campaign), eq(offerCopies.state, 'queued')))
    .orderBy(asc(offerCopies.guidCompany))
    .limit(limit);
}

/**
 * Sets a copy's fields; with `from`, only while it is in one of those states (a withdrawal or a new publish in
 * between wins). Returns whether a row changed.
 */
export async function setCopy(
  db: Db,
  key: { campaign: string; location: string },
  patch: CopyPatch,
  from?: readonly string[],
): Promise<boolean> {
  const rows = await db
    .update(offerCopies)
    .set(patch)
    .where(
      and(
        eq(offerCopies.guidCampaign, key.campaign),
        eq(offerCopies.guidCompany, key.location),
        from ? inArray(offerCopies.state, [...from]) : undefined,
      ),
    )
    .returning({ state: offerCopies.state });
  return rows.length > 0;
}

/** Pending copies of the locations the reach covers, with their campaign (the newest first). */
export function pendingCopies(db: Db, reach: Reach) {
  return db
    .select({ copy: offerCopies, campaign: offerCampaigns })
    .from(offerCopies)
    .innerJoin(offerCampaigns, eq(offerCampaigns.guid, offerCopies.guidCampaign))
    .where(and(eq(offerCopies.state, 'pending'), companyInReach(reach, offerCopies.guidCompany)))
    .orderBy(desc(offerCopies.renderedAt))
    .limit(500);
}

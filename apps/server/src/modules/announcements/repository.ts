import { and, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema.js';
import { type NetworkSet, networkSetSql } from '../../tenancy/index.js';
import { namesDeviceAt } from '../device-records/queries.js';

/** The company an announcement belongs to: its location if it has one, else its network. */
export const ownerCompany = sql<string>`coalesce(${announcements.guidLocation}, ${announcements.guidNetwork})`;

const columns = {
  guid: announcements.guid,
  network: announcements.guidNetwork,
  scope: announcements.scope,
  location: announcements.guidLocation,
  deviceGuids: announcements.deviceGuids,
  text: announcements.text,
  colour: announcements.colour,
  picture: announcements.picture,
  startsAt: announcements.startsAt,
  endsAt: announcements.endsAt,
  createdBy: announcements.createdBy,
  created: announcements.created,
};

export type AnnouncementRow = Awaited<ReturnType<typeof selectAnnouncements>>[number];

export function selectAnnouncements(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.startsAt), desc(announcements.guid))
    .limit(500);
}

/**
 * The announcements an actor with this reach sees: those the set opens by their owner company and network; for a
 * location user also those of its network that reach its screens without belonging to its location (the whole
 * network, or chosen screens of several locations among them one of its own), read-only (policy.ts).
 */
export function reachCondition(set: NetworkSet): SQL | undefined {
  const owned = networkSetSql(set, { company: ownerCompany, network: sql`${announcements.guidNetwork}` });
  if (set.kind !== 'location' || !set.network) return owned;
  const reachesLocation = or(
    eq(announcements.scope, 'network'),
    and(eq(announcements.scope, 'devices'), namesDeviceAt(announcements.deviceGuids, set.location)),
  );
  return or(owned, and(eq(announcements.guidNetwork, set.network), reachesLocation));
}

/** Announcements the reach sees (reachCondition) that ended after `endedAfter`. */
export const listCondition = (set: NetworkSet, endedAfter: Date, networkGuid?: string): SQL | undefined =>
  and(
    reachCondition(set),
    gt(announcements.endsAt, endedAfter),
    networkGuid ? eq(announcements.guidNetwork, networkGuid) : undefined,
  );

/** The announcement, only if the reach sees it (reachCondition) when one is given. */
export async function findAnnouncement(db: Db, guid: string, reach?: NetworkSet): Promise<AnnouncementRow | null> {
  const [row] = await selectAnnouncements(db, and(eq(announcements.guid, guid), reach && reachCondition(reach)));
  return row ?? null;
}

export type AnnouncementInsert = typeof announcements.$inferInsert;

export async function insertAnnouncement(tx: Db, row: AnnouncementInsert): Promise<void> {
  await tx.insert(announcements).values(row);
}

export async function patchAnnouncement(tx: Db, guid: string, patch: Partial<AnnouncementInsert>): Promise<void> {
  await tx.update(announcements).set(patch).where(eq(announcements.guid, guid));
}

export async function deleteAnnouncementRow(tx: Db, guid: string): Promise<void> {
  await tx.delete(announcements).where(eq(announcements.guid, guid));
}

import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements } from '../../db/schema.js';
import { type NetworkSet, networkSetSql } from '../../tenancy/index.js';

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

/** Announcements the set opens (by their owner company and network) that ended after `endedAfter`. */
export const listCondition = (set: NetworkSet, endedAfter: Date, networkGuid?: string): SQL | undefined =>
  and(
    networkSetSql(set, { company: ownerCompany, network: sql`${announcements.guidNetwork}` }),
    gt(announcements.endsAt, endedAfter),
    networkGuid ? eq(announcements.guidNetwork, networkGuid) : undefined,
  );

export async function findAnnouncement(db: Db, guid: string): Promise<AnnouncementRow | null> {
  const [row] = await selectAnnouncements(db, eq(announcements.guid, guid));
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

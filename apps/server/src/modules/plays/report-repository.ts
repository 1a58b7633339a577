import type { ReportGroup } from '@signage/shared';
import { and, between, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playDays } from '../../db/schema.js';
import { ownerInReach, type Reach } from '../../tenancy/index.js';

/** The rows of a report: the daily rollups of the period in the scope (and, by offer or operator, only theirs). */
export function reportWhere(from: string, to: string, scope: SQL | undefined, by: ReportGroup): SQL | undefined {
  return and(
    between(playDays.day, from, to),
    scope,
    by === 'offer' ? isNotNull(playDays.offerId) : undefined,
    by === 'operator' ? isNotNull(playDays.tourOperator) : undefined,
  );
}

/** The latest value of a column in the group (names change; the last one counts): a sort per group, so used only for names. */
const latest = (column: SQL) => sql<string | null>`(array_agg(${column} order by ${playDays.day} desc))[1]`;
/** Any one value of a column that does not change within the group (an item's offer, a screen's network). */
const some = (column: SQL) => sql<string | null>`max(${column})`;

const KEYS: Record<ReportGroup, SQL<string | null>> = {
  network: sql`${playDays.guidNetwork}::text`,
  location: sql`${playDays.guidLocation}::text`,
  screen: sql`${playDays.guidDevice}::text`,
  item: sql`${playDays.guidItem}::text`,
  offer: sql`${playDays.offerId}`,
  operator: sql`${playDays.tourOperator}`,
};

export interface GroupRow {
  key: string | null;
  plays: number;
  seconds: number;
  itemName: string | null;
  offerId: string | null;
  tourOperator: string | null;
  location: string | null;
  network: string | null;
}

/**
 * Plays and seconds per group, with the group's item name (the latest), offer, operator, location (a screen's latest)
 * and network.
 */
export async function groupTotals(db: Db, by: ReportGroup, where: SQL | undefined): Promise<GroupRow[]> {
  const key = KEYS[by];
  const rows = await db
    .select({
      key,
      plays: sql<number>`sum(${playDays.plays})::bigint`,
      seconds: sql<number>`sum(${playDays.seconds})`,
      itemName: by === 'item' || by === 'offer' ? latest(sql`${playDays.itemName}`) : some(sql`${playDays.itemName}`),
      offerId: some(sql`${playDays.offerId}`),
      tourOperator: some(sql`${playDays.tourOperator}`),
      location:
        by === 'screen' ? latest(sql`${playDays.guidLocation}::text`) : some(sql`${playDays.guidLocation}::text`),
      network: some(sql`${playDays.guidNetwork}::text`),
    })
    .from(playDays)
    .where(where)
    .groupBy(key);
  return rows.map((r) => ({ ...r, plays: Number(r.plays), seconds: Number(r.seconds) }));
}

/** Plays and seconds per day of the period (days without plays are missing). */
export async function dayTotals(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      day: sql<string>`${playDays.day}::text`,
      plays: sql<number>`sum(${playDays.plays})::bigint`,
      seconds: sql<number>`sum(${playDays.seconds})`,
    })
    .from(playDays)
    .where(where)
    .groupBy(playDays.day);
  return rows.map((r) => ({ day: r.day, plays: Number(r.plays), seconds: Number(r.seconds) }));
}

/** The actor's reach over the rollups (the location and network they were played in), optionally one network. */
export function reportScope(reach: Reach, network: string | undefined): SQL | undefined {
  return and(
    ownerInReach(reach, { company: playDays.guidLocation, network: playDays.guidNetwork }),
    network ? eq(playDays.guidNetwork, network) : undefined,
  );
}

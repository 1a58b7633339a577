import type { ReportGroup } from '@signage/shared';
import { and, between, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { playDays, playRejections } from '../../db/schema.js';
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

type Field = 'itemName' | 'offerId' | 'tourOperator' | 'location' | 'network';
const COLUMNS = {
  itemName: playDays.itemName,
  offerId: playDays.offerId,
  tourOperator: playDays.tourOperator,
  location: playDays.guidLocation,
  network: playDays.guidNetwork,
} as const;

/**
 * What a group needs besides its sums (for its label): `latest` changes over time (an item renamed, a screen
 * moved) and the last one counts; `same` does not change within the group (an item's offer, a location's network).
 */
const GROUPS: Record<ReportGroup, { key: PgColumn; latest?: Field; same: Field[] }> = {
  network: { key: playDays.guidNetwork, same: [] },
  location: { key: playDays.guidLocation, same: ['network'] },
  screen: { key: playDays.guidDevice, latest: 'location', same: ['network'] },
  item: { key: playDays.guidItem, latest: 'itemName', same: ['offerId'] },
  offer: { key: playDays.offerId, latest: 'itemName', same: ['tourOperator'] },
  operator: { key: playDays.tourOperator, same: [] },
};

export interface GroupRow {
  key: string | null;
  plays: number;
  seconds: number;
  securedPlays: number;
  securedSeconds: number;
  itemName: string | null;
  offerId: string | null;
  tourOperator: string | null;
  location: string | null;
  network: string | null;
}

/**
 * Plays and seconds per group, with what its label needs: the latest item name (item, offer) or location (screen),
 * the offer, operator or network. One hash aggregation over the period's rows grouped by the key and those columns
 * (few combinations: migration 0015's statistics tell the planner), with the last day of each combination; the
 * combinations of a key are added up here and the latest one's value kept. (An ordered array_agg per group sorted
 * a month of rows on disk: 3.5 s for 775,000 rows.)
 */
export async function groupTotals(db: Db, by: ReportGroup, where: SQL | undefined): Promise<GroupRow[]> {
  const group = GROUPS[by];
  const fields = [...(group.latest ? [group.latest] : []), ...group.same];
  const text = (column: PgColumn) => sql<string | null>`${column}::text`;
  const rows = await db
    .select({
      key: text(group.key),
      plays: sql<number>`sum(${playDays.plays})::bigint`,
      seconds: sql<number>`sum(${playDays.seconds})`,
      securedPlays: sql<number>`sum(${playDays.securedPlays})::bigint`,
      securedSeconds: sql<number>`sum(${playDays.securedSeconds})`,
      last: sql<string>`max(${playDays.day})::text`,
      ...Object.fromEntries(fields.map((f) => [f, text(COLUMNS[f])])),
    })
    .from(playDays)
    .where(where)
    .groupBy(group.key, ...fields.map((f) => COLUMNS[f]));
  const totals = new Map<string | null, GroupRow & { last: string }>();
  for (const r of rows as unknown as Array<
    Record<string, string | number | null> & { key: string | null; last: string }
  >) {
    const row = totals.get(r.key);
    const values = Object.fromEntries(fields.map((f) => [f, (r[f] as string | null) ?? null]));
    if (!row) {
      totals.set(r.key, {
        key: r.key,
        plays: Number(r.plays),
        seconds: Number(r.seconds),
        securedPlays: Number(r.securedPlays),
        securedSeconds: Number(r.securedSeconds),
        last: r.last,
        itemName: null,
        offerId: null,
        tourOperator: null,
        location: null,
        network: null,
        ...values,
      });
      continue;
    }
    row.plays += Number(r.plays);
    row.seconds += Number(r.seconds);
    row.securedPlays += Number(r.securedPlays);
    row.securedSeconds += Number(r.securedSeconds);
    if (group.latest && r.last > row.last) {
      row.last = r.last;
      row[group.latest] = (r[group.latest] as string | null) ?? null;
    }
    for (const f of group.same) if ((r[f] ?? '') > (row[f] ?? '')) row[f] = r[f] as string;
  }
  return [...totals.values()].map(({ last: _, ...row }) => row);
}

/** Plays and seconds per day of the period (days without plays are missing). */
export async function dayTotals(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({
      day: sql<string>`${playDays.day}::text`,
      plays: sql<number>`sum(${playDays.plays})::bigint`,
      seconds: sql<number>`sum(${playDays.seconds})`,
      securedPlays: sql<number>`sum(${playDays.securedPlays})::bigint`,
      securedSeconds: sql<number>`sum(${playDays.securedSeconds})`,
    })
    .from(playDays)
    .where(where)
    .groupBy(playDays.day);
  return rows.map((r) => ({
    day: r.day,
    plays: Number(r.plays),
    seconds: Number(r.seconds),
    securedPlays: Number(r.securedPlays),
    securedSeconds: Number(r.securedSeconds),
  }));
}

/**
 * The actor's reach over the rollups (the location and network they were played in), optionally one network. The
 * reach is `ownerInReach` (the one rule); the plain equality beside it says the same in a form the indexes on
 * (network, day) and (location, day) serve — `coalesce(x = y, false)` is opaque to the planner, which then read
 * every network's rows.
 */
export function reportScope(reach: Reach, network: string | undefined): SQL | undefined {
  return and(
    ownerInReach(reach, { company: playDays.guidLocation, network: playDays.guidNetwork }),
    reach.kind === 'location' ? eq(playDays.guidLocation, reach.location) : undefined,
    reach.kind === 'network' && reach.network !== null ? eq(playDays.guidNetwork, reach.network) : undefined,
    network ? eq(playDays.guidNetwork, network) : undefined,
  );
}

/** The refused and clipped reports received in [from, till) in the actor's reach (as reportScope), per reason. */
export async function rejectionTotals(db: Db, reach: Reach, network: string | undefined, from: Date, till: Date) {
  const rows = await db
    .select({
      reason: playRejections.reason,
      message: sql<string>`min(${playRejections.message})`,
      count: sql<number>`count(*)::int`,
    })
    .from(playRejections)
    .where(
      and(
        gte(playRejections.received, from),
        lt(playRejections.received, till),
        ownerInReach(reach, { company: playRejections.guidLocation, network: playRejections.guidNetwork }),
        reach.kind === 'location' ? eq(playRejections.guidLocation, reach.location) : undefined,
        reach.kind === 'network' && reach.network !== null ? eq(playRejections.guidNetwork, reach.network) : undefined,
        network ? eq(playRejections.guidNetwork, network) : undefined,
      ),
    )
    .groupBy(playRejections.reason);
  return rows.map((r) => ({ reason: r.reason, message: r.message, count: Number(r.count) }));
}

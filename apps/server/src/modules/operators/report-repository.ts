import { countDistinct, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { playDays } from '../../db/schema.js';
import {
  consentJoins,
  locationConsent,
  namedSql,
  networkConsent,
  operatorWhere,
  playLocation,
  regionSql,
} from './scope.js';

export type GroupKey = 'offer' | 'agency' | 'region';

/** The key of a row: the offer, the agency (its network when named, else its postcode area) or the postcode area. */
const KEYS: Record<GroupKey, SQL<string | null>> = {
  offer: sql<string | null>`${playDays.offerId}`,
  agency: sql<string | null>`case when ${namedSql} then ${playDays.guidNetwork}::text else 'plz:' || ${regionSql} end`,
  region: sql<string | null>`'plz:' || ${regionSql}`,
};

const sums = {
  plays: sql<number>`sum(${playDays.plays})::bigint`,
  seconds: sql<number>`sum(${playDays.seconds})`,
  securedPlays: sql<number>`sum(${playDays.securedPlays})::bigint`,
  securedSeconds: sql<number>`sum(${playDays.securedSeconds})`,
};
const reach = {
  screens: countDistinct(playDays.guidDevice),
  locations: countDistinct(playDays.guidLocation),
};

/** The rollups the operator may see, joined to the consents that allow them (see scope.ts). */
function scoped<T extends Record<string, unknown>>(db: Db, fields: T, guidOperator: string) {
  const on = consentJoins(guidOperator);
  return db
    .select(fields as never)
    .from(playDays)
    .innerJoin(networkConsent, on.network)
    .leftJoin(locationConsent, on.location)
    .leftJoin(playLocation, on.place);
}

const figures = (r: Record<string, unknown>) => ({
  plays: Number(r.plays ?? 0),
  seconds: Number(r.seconds ?? 0),
  securedPlays: Number(r.securedPlays ?? 0),
  securedSeconds: Number(r.securedSeconds ?? 0),
});

/** Per group: sums, screens and locations reached, and the latest item name (offers). */
export async function operatorGroups(db: Db, guidOperator: string, by: GroupKey, from: string, to: string) {
  const key = KEYS[by];
  const rows = (await scoped(
    db,
    { key, ...sums, ...reach, itemName: sql<string>`max(${playDays.itemName})` },
    guidOperator,
  )
    .where(operatorWhere(guidOperator, from, to))
    .groupBy(key)) as unknown as Array<Record<string, unknown> & { key: string | null; itemName: string }>;
  return rows.map((r) => ({
    key: r.key,
    itemName: r.itemName,
    ...figures(r),
    screens: Number(r.screens),
    locations: Number(r.locations),
  }));
}

/** Totals of the period (screens and locations counted once over all groups). */
export async function operatorTotal(db: Db, guidOperator: string, from: string, to: string) {
  const [row] = (await scoped(db, { ...sums, ...reach }, guidOperator).where(
    operatorWhere(guidOperator, from, to),
  )) as unknown as Array<Record<string, unknown>>;
  return { ...figures(row ?? {}), screens: Number(row?.screens ?? 0), locations: Number(row?.locations ?? 0) };
}

/** Per day of the period (days without plays are missing). */
export async function operatorDays(db: Db, guidOperator: string, from: string, to: string) {
  const day = sql<string>`${playDays.day}::text`;
  const rows = (await scoped(db, { day, ...sums }, guidOperator)
    .where(operatorWhere(guidOperator, from, to))
    .groupBy(playDays.day)) as unknown as Array<Record<string, unknown> & { day: string }>;
  return rows.map((r) => ({ day: r.day, ...figures(r) }));
}

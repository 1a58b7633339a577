import { type SQL, sql } from 'drizzle-orm';
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

type Figures = { plays: number; seconds: number; securedPlays: number; securedSeconds: number };
type Cell = Figures & { key: string | null; device: string; location: string | null; itemName: string };
type DayRow = Figures & { day: string };

/** The rollups the operator may see, joined to the consents that allow them (see scope.ts). */
export function scoped<T extends Record<string, unknown>>(db: Pick<Db, 'select'>, fields: T, guidOperator: string) {
  const on = consentJoins(guidOperator);
  return db
    .select(fields as never)
    .from(playDays)
    .innerJoin(networkConsent, on.network)
    .leftJoin(locationConsent, on.location)
    .leftJoin(playLocation, on.place);
}

const figures = (r: Record<string, unknown>): Figures => ({
  plays: Number(r.plays ?? 0),
  seconds: Number(r.seconds ?? 0),
  securedPlays: Number(r.securedPlays ?? 0),
  securedSeconds: Number(r.securedSeconds ?? 0),
});
const add = (a: Figures, b: Figures) => {
  a.plays += b.plays;
  a.seconds += b.seconds;
  a.securedPlays += b.securedPlays;
  a.securedSeconds += b.securedSeconds;
};
const zero = (): Figures => ({ plays: 0, seconds: 0, securedPlays: 0, securedSeconds: 0 });

/**
 * The rollups the operator may see (joined to the consents that allow them, see scope.ts), read once: grouping sets
 * give the sums per key, screen and location (groups and totals, screens and locations counted in memory from at most
 * one row per screen and key) and per day. One scan by hash aggregation instead of three, each sorting for its
 * count(distinct); the hash needs more than the default work_mem for a year of rows.
 */
async function scopedRollup(db: Db, guidOperator: string, by: GroupKey, from: string, to: string) {
  const key = KEYS[by];
  const fields = {
    byDay: sql<number>`grouping(${playDays.day})`,
    key,
    device: playDays.guidDevice,
    location: playDays.guidLocation,
    day: sql<string | null>`${playDays.day}::text`,
    itemName: sql<string>`max(${playDays.itemName})`,
    plays: sql<number>`sum(${playDays.plays})::bigint`,
    seconds: sql<number>`sum(${playDays.seconds})`,
    securedPlays: sql<number>`sum(${playDays.securedPlays})::bigint`,
    securedSeconds: sql<number>`sum(${playDays.securedSeconds})`,
  };
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    return (await scoped(tx, fields, guidOperator)
      .where(operatorWhere(guidOperator, from, to))
      .groupBy(
        sql`grouping sets ((${key}, ${playDays.guidDevice}, ${playDays.guidLocation}), (${playDays.day}))`,
      )) as unknown as Array<
      {
        byDay: number;
        key: string | null;
        device: string;
        location: string | null;
        day: string | null;
        itemName: string;
      } & Record<string, unknown>
    >;
  });
  const cells: Cell[] = [];
  const days: DayRow[] = [];
  for (const r of rows) {
    if (Number(r.byDay) === 1) {
      cells.push({ key: r.key, device: r.device, location: r.location, itemName: r.itemName, ...figures(r) });
    } else days.push({ day: r.day ?? '', ...figures(r) });
  }
  return { cells, days };
}

/** Figures with the screens and locations reached by a set of cells (each counted once). */
function reached(cells: readonly Cell[]) {
  const sum = zero();
  const screens = new Set<string>();
  const locations = new Set<string>();
  let itemName = '';
  for (const c of cells) {
    add(sum, c);
    screens.add(c.device);
    if (c.location !== null) locations.add(c.location);
    if (c.itemName > itemName) itemName = c.itemName;
  }
  return { ...sum, screens: screens.size, locations: locations.size, itemName };
}

/**
 * What the operator's report is made of: per group the sums, screens and locations reached and the latest item name
 * (offers); the totals of the period (screens and locations counted once over all groups); the sums per day (days
 * without plays are missing).
 */
export async function operatorFigures(db: Db, guidOperator: string, by: GroupKey, from: string, to: string) {
  const { cells, days } = await scopedRollup(db, guidOperator, by, from, to);
  const byKey = new Map<string | null, Cell[]>();
  for (const c of cells) byKey.set(c.key, [...(byKey.get(c.key) ?? []), c]);
  const groups = [...byKey].map(([key, of]) => ({ key, ...reached(of) }));
  const { itemName: _, ...total } = reached(cells);
  return { groups, total, days };
}

import type { SupportCounts } from '@signage/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { type DeviceRow, pageOfDevices, readDevices, withCompanies } from '../device-records/repository.js';

/** The support order: the longest silent first, then by name in byte order (devices_support_order_idx). */
const supportOrder = [
  sql`${devices.lastHeartbeat} asc nulls first`,
  sql`${devices.name} collate "C"`,
  asc(devices.guid),
];

type SupportTotals = { total: number; offline: number; new: number; active: number; service: number; matching: number };
/** What is counted besides the total, as conditions on a device; `matching` is the list's filter. */
type Conditions = Record<Exclude<keyof SupportTotals, 'total'>, SQL>;
type PageQuery = { base: SQL | undefined; filter: SQL | undefined; limit: number; offset: number };

/**
 * The support list: the counters over the devices matching `base`, how many of them also match `filter`
 * (the listed ones), and one page of those in the support order.
 * Usually the counters are one aggregate over the devices, and the page is read in the order of
 * devices_support_order_idx, so a page does not sort every matching device. A `selective` base (a
 * keyword) is evaluated once instead: its few devices are read with the conditions as flags into a
 * CTE, counted, and only they are sorted for the page.
 */
export async function supportPage(
  db: Db,
  query: {
    base: SQL | undefined;
    selective: boolean;
    filter: SQL | undefined;
    /** The offline devices (devices/health.ts offlineAmong). */
    offline: SQL;
    limit: number;
    offset: number;
  },
): Promise<{ counts: SupportCounts; matching: number; rows: DeviceRow[] }> {
  const conditions: Conditions = {
    offline: query.offline,
    new: eq(devices.deviceState, 'NEW'),
    active: eq(devices.deviceState, 'ACTIVE'),
    service: eq(devices.isService, 1),
    matching: query.filter ?? sql`true`,
  };
  const { totals, rows } = query.selective
    ? await flaggedPage(db, query, conditions)
    : await indexedPage(db, query, conditions);
  const { total, offline, matching } = totals;
  return {
    counts: {
      total,
      offline,
      online: total - offline,
      new: totals.new,
      active: totals.active,
      service: totals.service,
    },
    matching,
    rows,
  };
}

/** Counters as one aggregate over the devices, the page in index order (both statements at once). */
async function indexedPage(db: Db, query: PageQuery, conditions: Conditions) {
  const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
  const counters = Object.fromEntries(Object.entries(conditions).map(([name, c]) => [name, counted(c)]));
  const [[totals], rows] = await Promise.all([
    withCompanies(db, { total: sql<number>`count(*)::int`, ...counters }).where(query.base),
    pageOfDevices(db, and(query.base, query.filter), supportOrder, query),
  ]);
  return { totals: totals as unknown as SupportTotals, rows };
}

/** The devices of a selective base once into a CTE with the conditions as flags; counted and sorted there. */
async function flaggedPage(db: Db, query: PageQuery, conditions: Conditions) {
  const flags = Object.entries(conditions).map(([name, condition]) => sql`${condition}`.as(name));
  const flagged = withCompanies(db, {
    guid: devices.guid,
    lastHeartbeat: devices.lastHeartbeat,
    name: devices.name,
    ...Object.fromEntries(flags.map((flag) => [flag.fieldAlias, flag])),
  }).where(query.base);
  const counters = Object.keys(conditions).map(
    (name) => sql`(count(*) filter (where ${sql.identifier(name)}))::int as ${sql.identifier(name)}`,
  );
  const found = await queryRows<SupportTotals & { guid: string | null }>(
    db,
    sql`with flagged as materialized (${flagged})
      select page.guid, totals.* from (select count(*)::int as total, ${sql.join(counters, sql`, `)} from flagged) totals
      left join (select guid from flagged where matching
        order by last_heartbeat asc nulls first, name collate "C", guid limit ${query.limit} offset ${query.offset}) page on true`,
  );
  const guids = found.flatMap((r) => (r.guid === null ? [] : [r.guid]));
  const rows = guids.length === 0 ? [] : await readDevices(db, inArray(devices.guid, guids), supportOrder);
  return { totals: found[0], rows };
}

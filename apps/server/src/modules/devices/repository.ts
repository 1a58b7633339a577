import type { SupportCounts } from '@signage/shared';
import { asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect, type SelectedFields } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import { companies, devices, playlists } from '../../db/schema.js';
import type { DeviceScope } from './policy.js';

/** The company of guidParent, the company of guidCompany, and the network both lead to. */
export const parentCompany = alias(companies, 'dev_parent');
export const ownCompany = alias(companies, 'dev_company');
export const network = alias(companies, 'dev_network');

export const networkGuidSql = sql<string | null>`coalesce(
  case when ${parentCompany.isMother} = 1 then ${parentCompany.guid} else ${parentCompany.guidParent} end,
  case when ${ownCompany.isMother} = 1 then ${ownCompany.guid} else ${ownCompany.guidParent} end)`;

export function scopeCondition(scope: DeviceScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'location') return eq(devices.guidCompany, scope.location);
  const own = sql`${networkGuidSql} = ${scope.network}`;
  return scope.withUnassigned ? (or(own, sql`${networkGuidSql} is null`) as SQL) : own;
}

export const deviceColumns = {
  guid: devices.guid,
  name: devices.name,
  stageName: devices.stageName,
  deviceState: devices.deviceState,
  isService: devices.isService,
  screenNumber: devices.screenNumber,
  orientation: devices.orientation,
  androidId: devices.androidId,
  remoteAddress: devices.remoteAddress,
  clientVersionString: devices.clientVersionString,
  setClientVersion: devices.setClientVersion,
  maxDuration: devices.maxDuration,
  display: devices.display,
  displaySer: devices.displaySer,
  stele: devices.stele,
  playerTyp: devices.playerTyp,
  playerMac: devices.playerMac,
  playerSer: devices.playerSer,
  netip: devices.netip,
  netsub: devices.netsub,
  netgateway: devices.netgateway,
  proxy: devices.proxy,
  dns1: devices.dns1,
  dns2: devices.dns2,
  inputType: devices.inputType,
  imgBackground: devices.imgBackground,
  guidCompany: devices.guidCompany,
  guidPlaylist: devices.guidPlaylist,
  guidParent: devices.guidParent,
  diskUsageCurrent: devices.diskUsageCurrent,
  diskUsageMax: devices.diskUsageMax,
  lastHeartbeat: devices.lastHeartbeat,
  lastEtag: devices.lastEtag,
  secretHash: devices.secretHash,
  isArchived: devices.isArchived,
  jsonMonitor: devices.jsonMonitor,
  tags: devices.tags,
  comment: devices.comment,
  created: devices.created,
  edited: devices.edited,
  networkGuid: networkGuidSql,
  networkName: network.name,
  secretRequired: sql<boolean>`coalesce(${network.deviceSecretRequired}, false)`,
  companyName: ownCompany.name,
  companyMail: ownCompany.email,
  companyTown: ownCompany.city,
  companyStreet: ownCompany.street,
  companyPostcode: ownCompany.postcode,
  companyContactPerson: ownCompany.contactPerson,
  companyPhone: ownCompany.phonenumber,
  playlistName: playlists.name,
};

/** Joins every device query needs: the companies of guidParent and guidCompany and their network. */
const joinParent = eq(parentCompany.guid, devices.guidParent);
const joinCompany = eq(ownCompany.guid, devices.guidCompany);
const joinNetwork = eq(network.guid, networkGuidSql);

/** Devices with the companies of guidParent and guidCompany and their network joined (for conditions). */
function withCompanies<T extends SelectedFields>(db: Db, fields: T) {
  return (
    db
      .select(fields as SelectedFields)
      .from(devices)
      .leftJoin(parentCompany, joinParent)
      .leftJoin(ownCompany, joinCompany)
      .leftJoin(network, joinNetwork)
      // drizzle cannot type joins on a generic selection; the selection and the devices table are as given.
      .$dynamic() as unknown as PgSelect<'devices', T, 'partial', { devices: 'not-null' }>
  );
}

export function selectDevices(db: Db, where: SQL | undefined) {
  return db
    .select(deviceColumns)
    .from(devices)
    .leftJoin(parentCompany, joinParent)
    .leftJoin(ownCompany, joinCompany)
    .leftJoin(network, joinNetwork)
    .leftJoin(playlists, eq(playlists.guid, devices.guidPlaylist))
    .where(where)
    .$dynamic();
}

export type DeviceRow = Awaited<ReturnType<typeof selectDevices>>[number];

/**
 * One page of devices in the given order. The page is chosen with only the sort keys in play (sorting
 * thousands of full rows with every joined column is what made big lists slow); then only its rows are
 * read in full.
 */
export async function pageOfDevices(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<DeviceRow[]> {
  const chosen = await withCompanies(db, { guid: devices.guid })
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  return rowsInOrder(
    db,
    chosen.map((r) => r.guid),
  );
}

/** The full rows of these devices, in this order. */
async function rowsInOrder(db: Db, guids: string[]): Promise<DeviceRow[]> {
  if (guids.length === 0) return [];
  const byGuid = new Map((await selectDevices(db, inArray(devices.guid, guids))).map((r) => [r.guid, r]));
  return guids.flatMap((g) => byGuid.get(g) ?? []);
}

export async function findDevice(db: Db, guid: string): Promise<DeviceRow | null> {
  const [row] = await selectDevices(db, eq(devices.guid, guid)).limit(1);
  return row ?? null;
}

/** Offline (SPEC §4): no heartbeat, or the last one at or before `offlineBefore`. */
export const offlineCondition = (offlineBefore: Date) =>
  sql`(${devices.lastHeartbeat} is null or ${devices.lastHeartbeat} <= ${offlineBefore})`;

export async function countDevices(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await withCompanies(db, { n: sql<number>`count(*)::int` }).where(where);
  return Number(row?.n ?? 0);
}

/** What the support list counts, besides the total: named conditions over one device row. */
function counted(offline: SQL, matching: SQL) {
  return {
    offline,
    new: sql`${devices.deviceState} = 'NEW'`,
    active: sql`${devices.deviceState} = 'ACTIVE'`,
    service: sql`${devices.isService} = 1`,
    matching,
  };
}
type Counter = keyof ReturnType<typeof counted>;

/**
 * The support list in one statement over the devices matching `base`, read once (keyword conditions
 * cost most): their counters, how many also match `filter` (the listed ones), and one page of those in
 * the support order, the longest silent first (then by name in byte order: much cheaper to sort). The
 * devices are read with the conditions as flags into a CTE; the counters are a plain aggregate over it,
 * and only the listed devices, with only their sort keys, are sorted for the page.
 */
export async function supportPage(
  db: Db,
  query: { base: SQL | undefined; filter: SQL | undefined; offlineBefore: Date; limit: number; offset: number },
): Promise<{ counts: SupportCounts; matching: number; rows: DeviceRow[] }> {
  const conditions = counted(offlineCondition(query.offlineBefore), sql`coalesce(${query.filter ?? sql`true`}, false)`);
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
  type Row = { guid: string | null; total: number } & Record<Counter, number>;
  const rows = await queryRows<Row>(
    db,
    sql`with flagged as (${flagged})
      select page.guid, totals.* from (select count(*)::int as total, ${sql.join(counters, sql`, `)} from flagged) totals
      left join (select guid from flagged where matching
        order by last_heartbeat asc nulls first, name collate "C", guid limit ${query.limit} offset ${query.offset}) page on true`,
  );
  const [first] = rows;
  const total = Number(first.total);
  const off = Number(first.offline);
  return {
    counts: {
      total,
      offline: off,
      online: total - off,
      new: Number(first.new),
      active: Number(first.active),
      service: Number(first.service),
    },
    matching: Number(first.matching),
    rows: await rowsInOrder(
      db,
      rows.flatMap((r) => (r.guid === null ? [] : [r.guid])),
    ),
  };
}

/**
 * The network's deviceSecretRequired through primary-key lookups only (scalar subqueries), so the
 * player's device loads stay index scans whatever the planner's statistics say.
 */
const secretRequiredByKey = sql<boolean>`coalesce((select n.device_secret_required from ${companies} n where n.guid =
  coalesce(
    (select case when p.is_mother = 1 then p.guid else p.guid_parent end from ${companies} p where p.guid = ${devices.guidParent}),
    (select case when c.is_mother = 1 then c.guid else c.guid_parent end from ${companies} c where c.guid = ${devices.guidCompany}))
  ), false)`;

/** What the player needs of devices (settings, state, secret), by guid. */
export function selectPlayerDevices(db: Db, where: SQL) {
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      stageName: devices.stageName,
      deviceState: devices.deviceState,
      isArchived: devices.isArchived,
      orientation: devices.orientation,
      maxDuration: devices.maxDuration,
      screenNumber: devices.screenNumber,
      jsonMonitor: devices.jsonMonitor,
      setClientVersion: devices.setClientVersion,
      guidPlaylist: devices.guidPlaylist,
      secretHash: devices.secretHash,
      secretRequired: secretRequiredByKey,
    })
    .from(devices)
    .where(where);
}

/**
 * The keyword in the device's own fields, the name or city of its location, or the name of its network.
 * Written without the company joins (companies are matched first, in small subqueries), so a search
 * reads the devices once, and one ILIKE covers all of a device's fields.
 */
export function keywordCondition(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // A GUID fragment is only looked for in the GUID when the keyword could be one (saves a cast per row).
  const guidLike = /^[0-9a-f-]+$/i.test(keyWord) ? sql` or ${devices.guid}::text ilike ${like}` : sql``;
  const matchedNetworks = sql`select n.guid from ${companies} n where n.is_mother = 1 and n.name ilike ${like}`;
  const inMatchedNetwork = sql`select c.guid from ${companies} c
    where c.guid in (${matchedNetworks}) or c.guid_parent in (${matchedNetworks})`;
  return sql`(concat_ws(chr(10), ${devices.name}, ${devices.stageName}, ${devices.screenNumber}, ${devices.playerSer},
      ${devices.playerMac}, ${devices.remoteAddress}) ilike ${like}${guidLike}
    or ${devices.guidCompany} in (select l.guid from ${companies} l where concat_ws(chr(10), l.name, l.city) ilike ${like})
    or ${devices.guidParent} in (${inMatchedNetwork})
    or ${devices.guidCompany} in (${inMatchedNetwork}))`;
}

export const notVer = ne(devices.deviceState, 'VER');
export const notArchived = eq(devices.isArchived, 0);

/** Devices of a network (directly or at one of its locations) or of a location. */
export function ofCompany(companyGuid: string): SQL {
  return or(
    eq(devices.guidCompany, companyGuid),
    eq(devices.guidParent, companyGuid),
    eq(ownCompany.guidParent, companyGuid),
  ) as SQL;
}

export const listOrder: SQL[] = [asc(network.name), asc(ownCompany.name), asc(devices.name), asc(devices.guid)];

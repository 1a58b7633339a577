import type { ScreenPower } from '@signage/shared';
import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import type { Reach } from '../../tenancy/index.js';
import { companiesOfNetwork, companyInReach, networkOfJoined, orphanLocations } from '../../tenancy/index.js';
import { companiesNamedLike, companyRowsAs, inNetworksNamedLike } from '../company-records/queries.js';
import { playlistRowsAs } from '../playlist-records/queries.js';

/** The company of guidParent, the company of guidCompany, and the network both lead to. */
export const parentCompany = companyRowsAs('dev_parent');
export const ownCompany = companyRowsAs('dev_company');
export const network = companyRowsAs('dev_network');
/** The device's playlist (the playlists module's derived table). */
const playlist = playlistRowsAs('dev_playlist');

export const networkGuidSql = sql<
  string | null
>`coalesce(${networkOfJoined(parentCompany)}, ${networkOfJoined(ownCompany)})`;

const locationsWithoutNetwork = orphanLocations;
/** The guidParent company gives no network: there is none, or it is a location without one. */
const parentWithoutNetwork = sql`(${devices.guidParent} is null or ${devices.guidParent} in (${locationsWithoutNetwork}))`;

/**
 * The device's network (networkGuidSql: that of its guidParent company, else that of its guidCompany) is
 * this one. Written without the company joins: the network's companies (itself and its locations) are
 * looked up first, so a filter by network reads the devices once with hash lookups.
 */
export function inNetwork(networkGuid: string): SQL {
  const ofNetwork = companiesOfNetwork(networkGuid);
  return sql`(${devices.guidParent} in (${ofNetwork}) or (${parentWithoutNetwork} and ${devices.guidCompany} in (${ofNetwork})))`;
}

/** The device has no network (networkGuidSql is null), without the company joins. */
export const withoutNetwork = sql`(${parentWithoutNetwork}
  and (${devices.guidCompany} is null or ${devices.guidCompany} in (${locationsWithoutNetwork})))`;

/**
 * Which devices an actor reaches (devices/policy deviceScopeOf): the tenancy reach, and whether devices
 * without a network are included.
 */
export interface DeviceScope {
  reach: Reach;
  withUnassigned: boolean;
}

/** The SQL twin of canSeeDevice. */
export function scopeCondition({ reach, withUnassigned }: DeviceScope): SQL | undefined {
  if (reach.kind === 'global') return undefined;
  if (reach.kind === 'location') return companyInReach(reach, devices.guidCompany);
  const own = inNetwork(reach.network);
  return withUnassigned ? (or(own, withoutNetwork) as SQL) : own;
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
  power: devices.power,
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
  playlistName: playlist.name,
};

/** Joins every device query needs: the companies of guidParent and guidCompany and their network. */
const joinParent = eq(parentCompany.guid, devices.guidParent);
const joinCompany = eq(ownCompany.guid, devices.guidCompany);
const joinNetwork = eq(network.guid, networkGuidSql);

/** Devices with the companies of guidParent and guidCompany and their network joined (for conditions). */
export function withCompanies<T extends SelectedFields>(db: Db, fields: T) {
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

export type DeviceRow = SelectResultFields<typeof deviceColumns>;

const deviceKeys = Object.keys(deviceColumns) as Array<keyof DeviceRow>;
/** One JSON array per row: PGlite hands over each value separately (≈ 1.5 µs each, 6,000 for 100 rows). */
const deviceJson = sql<unknown[]>`json_build_array(${sql.join(Object.values(deviceColumns), sql`, `)})`;

/** A row read as JSON: its values by position; timestamps come as ISO text. */
function deviceRowOf(values: unknown[]): DeviceRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < deviceKeys.length; i++) row[deviceKeys[i]] = values[i];
  row.lastHeartbeat = row.lastHeartbeat === null ? null : new Date(row.lastHeartbeat as string);
  row.created = new Date(row.created as string);
  row.edited = new Date(row.edited as string);
  return row as DeviceRow;
}

/** Only GUID, name and player version of the screens where `where` (lists that need no more, e.g. the glass check's). */
export function screenVersionsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ guid: devices.guid, name: devices.name, clientVersionString: devices.clientVersionString })
    .from(devices)
    .where(where);
}

/** Full device rows (deviceColumns, with companies, network and playlist) where `where`, in `order`. */
export async function readDevices(db: Db, where: SQL, order: SQL[] = []): Promise<DeviceRow[]> {
  const rows = await db
    .select({ row: deviceJson })
    .from(devices)
    .leftJoin(parentCompany, joinParent)
    .leftJoin(ownCompany, joinCompany)
    .leftJoin(network, joinNetwork)
    .leftJoin(playlist, eq(playlist.guid, devices.guidPlaylist))
    .where(where)
    .orderBy(...order);
  return rows.map((r) => deviceRowOf(r.row));
}

/**
 * One page of devices in the given order, in one statement: the page is chosen with only the sort keys
 * in play (sorting thousands of full rows with every joined column is what made big lists slow); then
 * only its rows are read in full.
 */
export function pageOfDevices(
  db: Db,
  where: SQL | undefined,
  order: SQL[],
  page: { limit: number; offset: number },
): Promise<DeviceRow[]> {
  const chosen = withCompanies(db, { guid: devices.guid })
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  // `= any(array(…))`: the page's guids are read first, then looked up by primary key (as `in (…)` the
  // planner may scan every device to join them).
  return readDevices(db, sql`${devices.guid} = any(array(${chosen}))`, order);
}

export async function findDevice(db: Db, guid: string): Promise<DeviceRow | null> {
  const [row] = await readDevices(db, eq(devices.guid, guid));
  return row ?? null;
}

/**
 * SPEC §4 offline by wall-clock time: no heartbeat, or the last one at or before `offlineBefore`. Health counts only
 * on-time (devices/health.ts), so this is the wider set the offline screens are found in.
 */
export const offlineCondition = (offlineBefore: Date) =>
  sql`(${devices.lastHeartbeat} is null or ${devices.lastHeartbeat} <= ${offlineBefore})`;

export async function countDevices(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await withCompanies(db, { n: sql<number>`count(*)::int` }).where(where);
  return Number(row?.n ?? 0);
}

/**
 * The keyword in the device's own fields, the name or city of its location, or the name of its network.
 * Written without the company joins (companies are matched first, in small subqueries), so a search
 * reads the devices once, and one LIKE on the lower-cased search_text covers a device's own fields.
 */
export function keywordCondition(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // A GUID fragment is only looked for in the GUID when the keyword could be one (saves a cast per row).
  const guidLike = /^[0-9a-f-]+$/i.test(keyWord) ? sql` or ${devices.guid}::text ilike ${like}` : sql``;
  const inMatchedNetwork = inNetworksNamedLike(like);
  return sql`(${devices.searchText} like lower(${like})${guidLike}
    or ${devices.guidCompany} in (${companiesNamedLike(like)})
    or ${devices.guidParent} in (${inMatchedNetwork})
    or ${devices.guidCompany} in (${inMatchedNetwork}))`;
}

export const notVer = ne(devices.deviceState, 'VER');
export const notArchived = eq(devices.isArchived, 0);

/** What the health rule needs of a device: its location, last heartbeat (epoch ms, null: none) and on-time. */
export interface HealthFacts {
  guid: string;
  guidCompany: string | null;
  /** The device's network (set for devices at its locations too). */
  guidParent: string | null;
  lastHeartbeat: number | null;
  power: ScreenPower | null;
}

const healthColumns = {
  guid: devices.guid,
  guidCompany: devices.guidCompany,
  guidParent: devices.guidParent,
  lastHeartbeat: devices.lastHeartbeat,
  power: devices.power,
};

const healthFactsOf = (
  rows: Array<{
    guid: string;
    guidCompany: string | null;
    guidParent: string | null;
    lastHeartbeat: Date | null;
    power: ScreenPower | null;
  }>,
) => rows.map((r): HealthFacts => ({ ...r, lastHeartbeat: r.lastHeartbeat ? r.lastHeartbeat.getTime() : null }));

/** The health facts of every screen in service: not scrapped (VER), not archived. */
export async function screenHealthFacts(db: Db): Promise<HealthFacts[]> {
  return healthFactsOf(await db.select(healthColumns).from(devices).where(and(notVer, notArchived)));
}

/** The health facts of the devices matching `where` (company joins available, as in withCompanies). */
export async function healthFactsWhere(db: Db, where: SQL | undefined): Promise<HealthFacts[]> {
  return healthFactsOf(await withCompanies(db, healthColumns).where(where));
}

/** The health facts of the devices not scrapped (VER) at these locations or in these networks (guidParent). */
export async function healthFactsInCompanies(db: Db, guids: string[]): Promise<HealthFacts[]> {
  if (guids.length === 0) return [];
  const at = or(inArray(devices.guidCompany, guids), inArray(devices.guidParent, guids));
  return healthFactsOf(await db.select(healthColumns).from(devices).where(and(notVer, at)));
}

/** Devices of a network (directly or at one of its locations) or of a location. */
export function ofCompany(companyGuid: string): SQL {
  return or(
    eq(devices.guidCompany, companyGuid),
    eq(devices.guidParent, companyGuid),
    eq(ownCompany.guidParent, companyGuid),
  ) as SQL;
}

export const listOrder: SQL[] = [asc(network.name), asc(ownCompany.name), asc(devices.name), asc(devices.guid)];

/** The location's screens the tool offers: its own devices, not archived, not 'VER'. */
export function agencyDevices(db: Db, agency: string) {
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      orientation: devices.orientation,
      guidPlaylist: devices.guidPlaylist,
    })
    .from(devices)
    .where(and(eq(devices.guidCompany, agency), eq(devices.isArchived, 0), ne(devices.deviceState, 'VER')))
    .orderBy(asc(devices.name), asc(devices.guid));
}

import { asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
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

export async function findDevice(db: Db, guid: string): Promise<DeviceRow | null> {
  const [row] = await selectDevices(db, eq(devices.guid, guid)).limit(1);
  return row ?? null;
}

/** Offline (SPEC §4): no heartbeat, or the last one at or before `offlineBefore`. */
export const offlineCondition = (offlineBefore: Date) =>
  sql`(${devices.lastHeartbeat} is null or ${devices.lastHeartbeat} <= ${offlineBefore})`;

export async function countDevices(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(devices)
    .leftJoin(parentCompany, joinParent)
    .leftJoin(ownCompany, joinCompany)
    .leftJoin(network, joinNetwork)
    .where(where);
  return Number(row?.n ?? 0);
}

/** The support counters over the devices matching `where`, in one pass. */
export async function supportCounts(db: Db, where: SQL | undefined, offlineBefore: Date) {
  const offline = offlineCondition(offlineBefore);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      offline: sql<number>`(count(*) filter (where ${offline}))::int`,
      new: sql<number>`(count(*) filter (where ${devices.deviceState} = 'NEW'))::int`,
      active: sql<number>`(count(*) filter (where ${devices.deviceState} = 'ACTIVE'))::int`,
      service: sql<number>`(count(*) filter (where ${devices.isService} = 1))::int`,
    })
    .from(devices)
    .leftJoin(parentCompany, joinParent)
    .leftJoin(ownCompany, joinCompany)
    .leftJoin(network, joinNetwork)
    .where(where);
  const total = Number(row?.total ?? 0);
  const off = Number(row?.offline ?? 0);
  return {
    total,
    offline: off,
    online: total - off,
    new: Number(row?.new ?? 0),
    active: Number(row?.active ?? 0),
    service: Number(row?.service ?? 0),
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

export function keywordCondition(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(devices.name, like),
    ilike(devices.stageName, like),
    ilike(sql`${devices.guid}::text`, like),
    ilike(devices.screenNumber, like),
    ilike(devices.playerSer, like),
    ilike(devices.playerMac, like),
    ilike(devices.remoteAddress, like),
    ilike(ownCompany.name, like),
    ilike(ownCompany.city, like),
    ilike(network.name, like),
  ) as SQL;
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

export const listOrder = [asc(network.name), asc(ownCompany.name), asc(devices.name), asc(devices.guid)];

import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { devices } from '../../db/schema.js';
import { companyTree, networkOfJoined } from '../../tenancy/index.js';
import { companyRowsAs } from '../company-records/queries.js';
import { playlistRowsAs } from '../playlist-records/queries.js';

/** The companies and playlists modules' derived tables (modules/company-records, modules/playlist-records), joined in place of their tables. */
const company = companyRowsAs('device_company_row');
const playlist = playlistRowsAs('device_playlist_row');

/**
 * The screens of a company's Geräte tab (not 'VER'), by name: of a location, or of a network (guidParent;
 * without guidParent: at the network or its locations), with their location's and playlist's names.
 */
export function devicesOfCompanyTab(db: Db, guid: string, isNetwork: boolean) {
  const where = isNetwork
    ? or(
        eq(devices.guidParent, guid),
        and(isNull(devices.guidParent), sql`${devices.guidCompany} in (${companyTree(guid)})`),
      )
    : eq(devices.guidCompany, guid);
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      stageName: sql<string>`coalesce(nullif(${devices.stageName}, ''), ${devices.name})`,
      deviceState: devices.deviceState,
      isService: devices.isService,
      isArchived: devices.isArchived,
      orientation: devices.orientation,
      screenNumber: devices.screenNumber,
      clientVersionString: devices.clientVersionString,
      guidCompany: devices.guidCompany,
      guidParent: devices.guidParent,
      guidPlaylist: devices.guidPlaylist,
      companyName: company.name,
      playlistName: playlist.name,
      lastHeartbeat: devices.lastHeartbeat,
      power: devices.power,
      created: devices.created,
      edited: devices.edited,
    })
    .from(devices)
    .leftJoin(company, eq(company.guid, devices.guidCompany))
    .leftJoin(playlist, eq(playlist.guid, devices.guidPlaylist))
    .where(and(where, ne(devices.deviceState, 'VER')))
    .orderBy(devices.name, devices.guid);
}

/** Screens named in a mail: their names, companies and heartbeat, with their location's name and city. */
export function devicesForMail(db: Db, guids: string[]) {
  return db
    .select({
      guid: devices.guid,
      name: devices.name,
      stageName: devices.stageName,
      guidCompany: devices.guidCompany,
      guidParent: devices.guidParent,
      companyName: company.name,
      city: company.city,
      lastHeartbeat: devices.lastHeartbeat,
    })
    .from(devices)
    .leftJoin(company, eq(company.guid, devices.guidCompany))
    .where(inArray(devices.guid, guids));
}

const factsCompany = companyRowsAs('device_company');
const factsParent = companyRowsAs('device_parent');

/**
 * Every device's name, company and network (through guidParent, else through its company), as a derived
 * table another module's list joins (the comments); PostgreSQL flattens it into that query's joins.
 */
export const deviceFacts = new QueryBuilder()
  .select({
    guid: devices.guid,
    name: devices.name,
    company: devices.guidCompany,
    network: sql<string | null>`coalesce(${networkOfJoined(factsParent)}, ${networkOfJoined(factsCompany)})`.as(
      'device_network',
    ),
  })
  .from(devices)
  .leftJoin(factsCompany, eq(factsCompany.guid, devices.guidCompany))
  .leftJoin(factsParent, eq(factsParent.guid, devices.guidParent))
  .as('device_facts');

/** One device's name, company and network; null when there is none. */
export async function deviceFactsOf(db: Db, guid: string) {
  const [row] = await db.select().from(deviceFacts).where(eq(deviceFacts.guid, guid)).limit(1);
  return row ?? null;
}

/** Name, company and network of several devices (the play reports keep where a screen played). */
export function deviceFactsOfMany(db: Db, guids: readonly string[]) {
  return guids.length
    ? db
        .select()
        .from(deviceFacts)
        .where(inArray(deviceFacts.guid, [...guids]))
    : Promise.resolve([]);
}

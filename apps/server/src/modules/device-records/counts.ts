import { type Column, type SQL, sql } from 'drizzle-orm';
import { companyTree, networkOfJoined } from '../../tenancy/index.js';

/**
 * The devices' parts of other modules' list queries, as correlated subqueries (one index lookup per row of
 * the caller's query, no extra statement). Devices counted anywhere: every state but 'VER' (SPEC §4).
 */
const COUNTED = sql.raw(`d.device_state <> 'VER'`);

type Ref = Column | SQL;
type CompanyColumns = { guid: Column; guidParent: Column; isMother: Column };

/**
 * Devices of a company row: for a network those whose guidParent is the network (devices/link sets it for
 * devices at its locations too; only devices of locations without network lack it), for a location those
 * at it.
 */
export function deviceCountOfCompany(company: { guid: Ref; isMother: Ref }): SQL<number> {
  const counted = COUNTED;
  return sql<number>`(case when ${company.isMother} = 1
    then (select count(*)::int from devices d where d.guid_parent = ${company.guid} and ${counted})
    else (select count(*)::int from devices d where d.guid_company = ${company.guid} and ${counted}) end)`;
}

/** Devices at this company (by guidCompany). */
export const deviceCountAt = (company: Ref): SQL<number> =>
  sql<number>`(select count(*)::int from devices d where d.guid_company = ${company} and ${COUNTED})`;

/** Devices at the company or, for a network, at one of its locations. */
export const deviceCountInTree = (company: string): SQL<number> =>
  sql<number>`(select count(*)::int from devices d where ${COUNTED} and d.guid_company in (${companyTree(company)}))`;

/** Devices booked to a company row: those at it, and for a network those assigned to it without a company. */
export const bookedDeviceCount = (company: CompanyColumns): SQL<number> =>
  sql<number>`(select count(*)::int from devices d
  where ${COUNTED} and (d.guid_company = ${company.guid}
    or (${company.isMother} = 1 and d.guid_company is null and d.guid_parent = ${company.guid})))`;

/** Devices at a company row whose guidParent is not that company's network. */
export const misassignedDeviceCount = (company: CompanyColumns): SQL<number> =>
  sql<number>`(select count(*)::int from devices d
  where ${COUNTED} and d.guid_company = ${company.guid} and d.guid_parent is distinct from
    ${networkOfJoined(company)})`;

/** Devices that no company carries: no company and no network. */
export const unbookedDevices = sql`select count(*)::int as n from devices d
  where ${COUNTED} and d.guid_company is null and d.guid_parent is null`;

/** Devices playing this playlist. */
export const deviceCountPlaying = (playlist: Ref): SQL<number> =>
  sql<number>`(select count(*)::int from devices d where d.guid_playlist = ${playlist} and ${COUNTED})`;

/** A device at the location plays the playlist. */
export const playedAtLocation = (playlist: Ref, location: string): SQL =>
  sql`exists (select 1 from devices ld where ld.guid_playlist = ${playlist} and ld.guid_company = ${location})`;

/** The devices (guid, guid_company, name) playing one of the playlists (a subquery of guids). */
export const devicesPlayingAny = (playlistGuids: SQL): SQL =>
  sql`select d.guid, d.guid_company, d.name from devices d where d.guid_playlist in (${playlistGuids}) and ${COUNTED}`;

import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { companyInReach, type Reach } from '../../tenancy/index.js';
import { deviceCountAt } from '../device-records/counts.js';

/**
 * Named reads of companies for other modules (docs/DECISIONS.md, "One owner per table"): each returns what its
 * caller needs, so no other module queries the table. Those the companies module's own imports need (and its
 * derived table for every module) are in modules/company-records.
 */

/** A location's address and offer settings (the offer tool's agency, SPEC §6). */
export interface LocationContact {
  guid: string;
  name: string;
  guidParent: string | null;
  advisoryId: string | null;
  templateId: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  phonenumber: string | null;
  email: string | null;
  /** IANA zone of the location; null: the default zone of the caller. */
  timeZone: string | null;
  /** The location's departure airport (IATA code); null: the offer's own price. */
  departureAirport: string | null;
  /** 'location': the network's published offers wait for this location's approval, whatever the network's rule. */
  offerApproval: string | null;
}

const contactColumns = {
  guid: companies.guid,
  name: companies.name,
  guidParent: companies.guidParent,
  advisoryId: companies.advisoryId,
  templateId: companies.templateId,
  street: companies.street,
  postcode: companies.postcode,
  city: companies.city,
  phonenumber: companies.phonenumber,
  email: companies.email,
  timeZone: companies.timeZone,
  departureAirport: companies.departureAirport,
  offerApproval: companies.offerApproval,
};

/** The company by its guid with its contact columns; null when gone. */
export async function contactByGuid(db: Db, guid: string): Promise<LocationContact | null> {
  const [row] = await db.select(contactColumns).from(companies).where(eq(companies.guid, guid)).limit(1);
  return row ?? null;
}

/** The location (never a network) whose offer code this is; null when none. */
export async function locationByOfferCode(db: Db, code: string): Promise<LocationContact | null> {
  const [row] = await db
    .select(contactColumns)
    .from(companies)
    .where(and(eq(companies.offerCode, code), eq(companies.isMother, 0), isNotNull(companies.offerCode)))
    .limit(1);
  return row ?? null;
}

/** A network's locations (guid and name), by name. */
export function locationsOfNetwork(db: Db, network: string): Promise<{ guid: string; name: string }[]> {
  return db
    .select({ guid: companies.guid, name: companies.name })
    .from(companies)
    .where(and(eq(companies.guidParent, network), eq(companies.isMother, 0)))
    .orderBy(companies.name);
}

/** Names of companies by guid (missing: deleted). */
export async function companyNames(db: Db, guids: readonly string[]): Promise<Map<string, string>> {
  if (!guids.length) return new Map();
  const rows = await db
    .select({ guid: companies.guid, name: companies.name })
    .from(companies)
    .where(inArray(companies.guid, [...guids]));
  return new Map(rows.map((r) => [r.guid, r.name]));
}

/** A network's locations, counted (a scalar subquery). */
export const locationCountOf = (network: string): SQL<number> =>
  sql<number>`(select count(*)::int from companies where guid_parent = ${network})`;

/**
 * Every company's guid and the name of its network (network_name; null for a location without network), as
 * the body of a derived table another module's raw SQL joins: `left join (${companyNetworkNames}) c on …`.
 */
export const companyNetworkNames: SQL = sql`select nc.guid, case when nc.is_mother = 1 then nc.name else np.name end
    as network_name from companies nc left join companies np on np.guid = nc.guid_parent`;

/** Guids of the companies whose name or whose network's name holds the ILIKE pattern (a subquery). */
export const companiesOrNetworksNamedLike = (like: string): SQL =>
  sql`select mc.guid from companies mc left join companies mp on mp.guid = mc.guid_parent
    where mc.name ilike ${like} or mp.name ilike ${like}`;

/** The companies (locations, and networks without locations) a reach covers: their guids. */
export async function companyGuidsInReach(db: Db, scope: Reach): Promise<string[]> {
  const where = companyInReach(scope, sql`c.guid`) ?? sql`true`;
  const rows = await queryRows<{ guid: string }>(db, sql`select c.guid from companies c where ${where}`);
  return rows.map((r) => r.guid);
}

/** A network's locations (or the location itself) by name, with their device count (linking a playlist). */
export function locationsWithDevices(db: Db, company: { guid: string; isMother: number }) {
  return queryRows<{ guid: string; name: string; city: string | null; guidParent: string | null; cntDevices: number }>(
    db,
    sql`select c.guid, c.name, c.city, c.guid_parent as "guidParent",
          ${deviceCountAt(sql`c.guid`)} as "cntDevices"
        from companies c
        where ${company.isMother === 1 ? sql`c.guid_parent = ${company.guid} and c.is_mother = 0` : sql`c.guid = ${company.guid}`}
        order by c.name, c.guid`,
  );
}

/** A network's locations with what a published offer selects them by (tags, state) and their contact address. */
export function networkLocations(db: Db, network: string) {
  return db
    .select({
      guid: companies.guid,
      name: companies.name,
      tags: companies.tags,
      holidayState: companies.holidayState,
      email: companies.email,
    })
    .from(companies)
    .where(and(eq(companies.guidParent, network), eq(companies.isMother, 0)))
    .orderBy(companies.name, companies.guid);
}

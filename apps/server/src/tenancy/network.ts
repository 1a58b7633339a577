import { type Column, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema.js';

/** The network of a company: itself for a network, its parent for a location (null for an orphan location). */
export const networkOfRow = (row: { guid: string; guidParent: string | null; isMother: number }): string | null =>
  row.isMother === 1 ? row.guid : row.guidParent;

/** networkOfRow as SQL over a (possibly aliased) companies table that the query joins. */
export const networkOfJoined = (company: { guid: Column; guidParent: Column; isMother: Column }): SQL<string | null> =>
  sql<string | null>`(case when ${company.isMother} = 1 then ${company.guid} else ${company.guidParent} end)`;

/**
 * actorNetworkOf as SQL: the network of a user (a record in the users table) is the one they act in — that
 * of their company, or at a location without network the location itself; null for a global user.
 */
export const userNetworkOfJoined = (
  company: { guid: Column; guidParent: Column; isMother: Column },
  userGuidParent: SQL | Column,
): SQL<string | null> => sql<string | null>`coalesce(${networkOfJoined(company)}, ${userGuidParent})`;

/** networkOfRow as SQL for a company-guid column, without a join (a primary-key lookup; null without company). */
export const networkOfGuid = (companyGuid: SQL | Column): SQL<string | null> =>
  sql<
    string | null
  >`(select case when nc.is_mother = 1 then nc.guid else nc.guid_parent end from ${companies} nc where nc.guid = ${companyGuid})`;

/** The guids of the companies whose network is this one: the network and its locations. */
export const companiesOfNetwork = (network: string): SQL =>
  sql`select oc.guid from ${companies} oc
    where (oc.is_mother = 1 and oc.guid = ${network}) or (oc.is_mother <> 1 and oc.guid_parent = ${network})`;

/** A company and, for a network, its locations (a subquery of guids). */
export const companyTree = (guid: string): SQL => sql`select ${guid}::uuid union ${companiesOfNetwork(guid)}`;

/** Locations without a network. */
export const orphanLocations: SQL = sql`select ol.guid from ${companies} ol where ol.is_mother <> 1 and ol.guid_parent is null`;

export interface CompanyFacts {
  guid: string;
  name: string;
  guidParent: string | null;
  isMother: number;
  typ: number;
  city: string | null;
  /** networkOfRow of this company. */
  network: string | null;
}

export async function companyFacts(db: Db, guid: string | null): Promise<CompanyFacts | null> {
  if (!guid) return null;
  const [row] = await db
    .select({
      guid: companies.guid,
      name: companies.name,
      guidParent: companies.guidParent,
      isMother: companies.isMother,
      typ: companies.typ,
      city: companies.city,
    })
    .from(companies)
    .where(eq(companies.guid, guid))
    .limit(1);
  return row ? { ...row, network: networkOfRow(row) } : null;
}

/** The network a company belongs to (null: no such company, or a location without network). */
export async function networkOfCompany(db: Db, companyGuid: string | null): Promise<string | null> {
  return (await companyFacts(db, companyGuid))?.network ?? null;
}

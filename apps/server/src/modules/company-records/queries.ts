import { type AnyColumn, inArray, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { lookupOf } from '../../db/lookup.js';
import { companies } from '../../db/schema.js';

/**
 * The companies module's read pieces for the modules it imports itself (users, device-records; docs/DECISIONS.md,
 * "One owner per table", "Module direction"): in a module of their own so those can import them without a cycle,
 * and for every other module the same way. They only read; the companies module writes.
 */

/**
 * A company's name, tree place and contact columns as a derived table under `name`, which another module's
 * list joins in place of the table (PostgreSQL flattens it into that query's join: same plan, one statement).
 */
export const companyRowsAs = <N extends string>(name: N) =>
  new QueryBuilder()
    .select({
      guid: companies.guid,
      name: companies.name,
      guidParent: companies.guidParent,
      isMother: companies.isMother,
      typ: companies.typ,
      email: companies.email,
      street: companies.street,
      postcode: companies.postcode,
      city: companies.city,
      contactPerson: companies.contactPerson,
      phonenumber: companies.phonenumber,
      deviceSecretRequired: companies.deviceSecretRequired,
    })
    .from(companies)
    .as(name);

/**
 * A company's name as a column of another table's list query (one query, no join): the owner's read, placed
 * where the caller's row names the company's guid.
 */
export function companyNameOf(guid: AnyColumn): SQL<string | null> {
  return lookupOf<string | null>(companies, companies.name, companies.guid, guid);
}

/** Guids of the companies whose name or city holds the ILIKE pattern (a subquery). */
export const companiesNamedLike = (like: string): SQL =>
  sql`select l.guid from ${companies} l where concat_ws(chr(10), l.name, l.city) ilike ${like}`;

/** Guids of the networks whose name holds the ILIKE pattern and of their locations (a subquery). */
export function inNetworksNamedLike(like: string): SQL {
  const matchedNetworks = sql`select n.guid from ${companies} n where n.is_mother = 1 and n.name ilike ${like}`;
  return sql`select c.guid from ${companies} c
    where c.guid in (${matchedNetworks}) or c.guid_parent in (${matchedNetworks})`;
}

/** Guids of the companies with this e-mail address (a subquery). */
export const companiesWithAddress = (address: string): SQL =>
  sql`select c.guid from ${companies} c where lower(c.email) = lower(${address})`;

/** Guid, name and e-mail address of these companies (a mail's recipients). */
export function companyAddresses(db: Db, guids: string[]) {
  return db
    .select({ guid: companies.guid, name: companies.name, email: companies.email })
    .from(companies)
    .where(inArray(companies.guid, guids));
}

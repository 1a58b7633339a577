import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { type CompanyRef, type NetworkSet, networkOfJoined, networkOfRow, networkSetSql } from '../../tenancy/index.js';
import { deviceCountOfCompany } from '../device-records/counts.js';

const parent = alias(companies, 'parent');

/** A location's address and contact: what the company list shows and a location import compares. */
export const contactColumns = {
  street: companies.street,
  postcode: companies.postcode,
  city: companies.city,
  contactPerson: companies.contactPerson,
  phonenumber: companies.phonenumber,
  email: companies.email,
};

export const companyColumns = {
  guid: companies.guid,
  guidParent: companies.guidParent,
  name: companies.name,
  costCenter: companies.costCenter,
  ...contactColumns,
  advisoryId: companies.advisoryId,
  timeZone: companies.timeZone,
  departureAirport: companies.departureAirport,
  offerApproval: companies.offerApproval,
  templateId: companies.templateId,
  comment: companies.comment,
  tags: companies.tags,
  importKey: companies.importKey,
  deviceSecretRequired: companies.deviceSecretRequired,
  isMother: companies.isMother,
  typ: companies.typ,
  created: companies.created,
  changed: companies.changed,
  parentName: parent.name,
  cntLocations: sql<number>`(case when ${companies.isMother} = 1
    then (select count(*)::int from companies l where l.guid_parent = ${companies.guid}) else 0 end)`,
  cntDevices: deviceCountOfCompany(companies),
};

export type CompanyRow = Awaited<ReturnType<typeof selectCompanies>>[number];

export { networkOfRow } from '../../tenancy/index.js';

export function toCompany(row: CompanyRow) {
  return {
    ...row,
    zip: row.postcode,
    phone: row.phonenumber,
    created: row.created.getTime(),
    changed: row.changed.getTime(),
    cntLocations: Number(row.cntLocations),
    cntDevices: Number(row.cntDevices),
  };
}

export function selectCompanies(db: Db, where?: SQL) {
  return db
    .select(companyColumns)
    .from(companies)
    .leftJoin(parent, eq(parent.guid, companies.guidParent))
    .where(where)
    .orderBy(companies.name, companies.guid);
}

export async function findCompany(db: Db, guid: string): Promise<CompanyRow | null> {
  const [row] = await selectCompanies(db, eq(companies.guid, guid));
  return row ?? null;
}

/** A company row as the owner the policy decides on: itself and its network. */
export const companyRef = (row: { guid: string; guidParent: string | null; isMother: number }): CompanyRef => ({
  guid: row.guid,
  network: networkOfRow(row),
});

/** Company rows the set opens (undefined = no condition). */
export const companyReach = (set: NetworkSet): SQL | undefined =>
  networkSetSql(set, { company: companies.guid, network: networkOfJoined(companies) });

/** Networks always; locations only where the set opens them. */
export function locationsWithin(reach: NetworkSet): SQL | undefined {
  const inside = companyReach(reach);
  return inside ? (or(eq(companies.isMother, 1), inside) as SQL) : undefined;
}

export function matchesKeyword(keyWord: string): SQL {
  const like = `%${keyWord.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ...[
      companies.name,
      companies.city,
      companies.postcode,
      companies.street,
      companies.costCenter,
      companies.contactPerson,
      companies.email,
      companies.importKey,
      companies.advisoryId,
    ].map((column) => ilike(column, like)),
  ) as SQL;
}

/** Another location of the network with this import key, if any. */
export async function findByImportKey(db: Db, network: string, importKey: string, except?: string) {
  const [row] = await db
    .select({ guid: companies.guid })
    .from(companies)
    .where(
      and(
        eq(companies.guidParent, network),
        eq(companies.importKey, importKey),
        except ? ne(companies.guid, except) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Whether a company (network or location) with this guid exists. */
export async function companyExists(db: Db, guid: string): Promise<boolean> {
  const [row] = await db.select({ guid: companies.guid }).from(companies).where(eq(companies.guid, guid)).limit(1);
  return row !== undefined;
}

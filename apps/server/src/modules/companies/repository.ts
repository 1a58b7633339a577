import { and, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { type CompanyRef, type NetworkSet, networkOfJoined, networkOfRow, networkSetSql } from '../../tenancy/index.js';

const parent = alias(companies, 'parent');

/** Devices counted anywhere: every state but 'VER' (SPEC §4: always hidden). */
export const COUNTED_DEVICE = sql.raw(`d.device_state <> 'VER'`);

/**
 * Devices of a company: for a network those whose guidParent is the network (devices/link sets it for
 * devices at its locations too; only devices of locations without network lack it), for a location those
 * at it. One index lookup per company row. `extra` narrows the devices (alias d).
 */
export function deviceCount(extra: SQL = sql`true`): SQL<number> {
  const counted = sql`${COUNTED_DEVICE} and ${extra}`;
  return sql<number>`(case when ${companies.isMother} = 1
    then (select count(*)::int from devices d where d.guid_parent = ${companies.guid} and ${counted})
    else (select count(*)::int from devices d where d.guid_company = ${companies.guid} and ${counted}) end)`;
}

export const companyColumns = {
  guid: companies.guid,
  guidParent: companies.guidParent,
  name: companies.name,
  costCenter: companies.costCenter,
  street: companies.street,
  postcode: companies.postcode,
  city: companies.city,
  contactPerson: companies.contactPerson,
  phonenumber: companies.phonenumber,
  email: companies.email,
  advisoryId: companies.advisoryId,
  timeZone: companies.timeZone,
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
  cntDevices: deviceCount(),
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

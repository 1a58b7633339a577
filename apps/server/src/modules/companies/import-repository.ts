import type { ImportField } from '@signage/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema.js';
import { contactColumns } from './repository.js';

export type ExistingLocation = { guid: string } & Record<ImportField, string | null>;

/** Every location of the network that has a company id, in one query. */
export async function locationsByImportKey(db: Db, network: string): Promise<Map<string, ExistingLocation>> {
  const rows = await db
    .select({
      guid: companies.guid,
      name: companies.name,
      ...contactColumns,
      importKey: companies.importKey,
    })
    .from(companies)
    .where(and(eq(companies.guidParent, network), isNotNull(companies.importKey)));
  return new Map(rows.map((row) => [row.importKey as string, row]));
}

const COLUMN: Record<ImportField, string> = {
  name: 'name',
  street: 'street',
  postcode: 'postcode',
  city: 'city',
  contactPerson: 'contact_person',
  phonenumber: 'phonenumber',
  email: 'email',
  importKey: 'import_key',
};

export interface UpsertRow {
  guid: string;
  values: Partial<Record<ImportField, string>>;
}

/** Rows per statement: few round trips; each batch travels as one JSON parameter. */
export const BATCH_SIZE = 1000;

/**
 * Inserts the locations, or updates the one with the same (network, company id): only the columns the file
 * has are written, so a file without a phone column keeps the phone numbers.
 */
export async function upsertLocations(
  db: Db,
  network: string,
  fields: readonly ImportField[],
  rows: readonly UpsertRow[],
  now: Date,
): Promise<void> {
  const names = fields.map((f) => COLUMN[f]);
  const columns = sql.raw(names.join(', '));
  const picked = sql.raw(names.map((n) => `x.${n}`).join(', '));
  const shape = sql.raw(['guid uuid', ...names.map((n) => `${n} text`)].join(', '));
  const updates = sql.raw(
    [...names.filter((n) => n !== 'import_key').map((n) => `${n} = excluded.${n}`), 'changed = excluded.changed'].join(
      ', ',
    ),
  );
  const stamp = now.toISOString();
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE).map((row) => {
      const record: Record<string, string | null> = { guid: row.guid };
      for (const field of fields) record[COLUMN[field]] = row.values[field] || (field === 'name' ? '' : null);
      return record;
    });
    await db.execute(sql`insert into companies (guid, guid_parent, is_mother, typ, created, changed, ${columns})
      select x.guid, ${network}::uuid, 0, 0, ${stamp}::timestamptz, ${stamp}::timestamptz, ${picked}
      from json_to_recordset(${JSON.stringify(batch)}::json) as x(${shape})
      on conflict (guid_parent, import_key) do update set ${updates}`);
  }
}

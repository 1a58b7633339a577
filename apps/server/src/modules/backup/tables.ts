// The application's tables as a backup sees them: every table of the schema `public`, parents before the
// tables whose foreign keys point at them, with the columns a restore writes (generated ones are computed
// again) and the sequences behind serial columns. UNLOGGED tables (login throttle, rate buckets: counters that a
// crash empties anyway) are left out.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export interface TableInfo {
  name: string;
  /** Columns a restore inserts (not the generated ones), in table order. */
  columns: string[];
  /** Columns with a sequence (bigserial) to set past the restored rows. */
  serials: string[];
}

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export async function listTables(db: Db): Promise<TableInfo[]> {
  const columns = await rowsOf<{ table: string; column: string; generated: boolean; serial: boolean }>(
    db,
    sql`select c.table_name as "table", c.column_name as "column", c.is_generated = 'ALWAYS' as generated,
          pg_get_serial_sequence(format('public.%I', c.table_name), c.column_name) is not null as serial
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and not exists (select 1 from pg_class r join pg_namespace rn on rn.oid = r.relnamespace
                          where rn.nspname = 'public' and r.relname = c.table_name and r.relpersistence = 'u')
        order by c.table_name, c.ordinal_position`,
  );
  const references = await rowsOf<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const tables = new Map<string, TableInfo>();
  for (const c of columns) {
    const table = tables.get(c.table) ?? { name: c.table, columns: [], serials: [] };
    if (!c.generated) table.columns.push(c.column);
    if (c.serial) table.serials.push(c.column);
    tables.set(c.table, table);
  }
  return dependencyOrder([...tables.values()], references);
}

/** Tables sorted so that every parent comes before its children (by name where the order is free). */
function dependencyOrder(tables: TableInfo[], references: Array<{ child: string; parent: string }>): TableInfo[] {
  const sorted: TableInfo[] = [];
  const done = new Set<string>();
  let rest = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (rest.length) {
    const ready = rest.filter((t) => references.every((r) => r.child !== t.name || done.has(r.parent)));
    if (ready.length === 0) throw new Error(`Zyklische Fremdschlüssel zwischen ${rest.map((t) => t.name).join(', ')}`);
    for (const t of ready) {
      sorted.push(t);
      done.add(t.name);
    }
    rest = rest.filter((t) => !done.has(t.name));
  }
  return sorted;
}

/** Tables that hold rows (name and count); empty for a database without the application's tables. */
export async function nonEmptyTables(db: Db): Promise<Array<{ name: string; rows: number }>> {
  const found: Array<{ name: string; rows: number }> = [];
  for (const t of await listTables(db)) {
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t.name)}`);
    if (row && row.n > 0) found.push({ name: t.name, rows: row.n });
  }
  return found;
}

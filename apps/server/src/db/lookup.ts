import { type AnyColumn, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * One value of the row that `ref` (a column of the caller's table) points to, as a scalar subquery: the owner of
 * `table` builds it (docs/DECISIONS.md, "One owner per table"), a list query of another module selects it in
 * place of a join. Both sides are qualified (`l.` inside, the caller's table name outside), so columns of the
 * same name in the two tables cannot be confused.
 */
export function lookupOf<T>(table: PgTable, value: AnyColumn, key: AnyColumn, ref: AnyColumn): SQL<T> {
  const outer = sql`${sql.identifier(getTableName(ref.table))}.${sql.identifier(ref.name)}`;
  return sql<T>`(select l.${sql.identifier(value.name)} from ${table} l where l.${sql.identifier(key.name)} = ${outer})`;
}

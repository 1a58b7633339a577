import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { ANSWER_TABLES, answerColumnsOf } from './table-map.js';

/** Per table that some screen's answer is built from (SQL name): a signature of its rows. */
export type Fingerprint = Readonly<Record<string, string>>;

/**
 * Each answer table's row count and an order-free sum of its rows' hashes, over the columns an answer may read
 * (the map's quiet columns, e.g. the heartbeat's, left out): any write that changes such a row changes its
 * signature, whether or not the writer bumps a `changed` stamp. One statement, one scalar subquery per table.
 */
const FINGERPRINT_SQL = sql.raw(
  `select ${ANSWER_TABLES.map((table) => {
    const row = answerColumnsOf(table)
      .map((c) => `"${c}"`)
      .join(', ');
    return `(select count(*) || '/' || coalesce(sum(hashtext(row(${row})::text)::bigint), 0) from "${table}") as "${table}"`;
  }).join(',\n  ')}`,
);

/** What the tables the player caches are built from look like now (the revalidation compares two of these). */
export async function readFingerprint(db: Db): Promise<Fingerprint> {
  const [row] = await queryRows<Record<string, string>>(db, FINGERPRINT_SQL);
  return row ?? {};
}

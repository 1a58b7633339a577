import { getTableName, is, SQL, StringChunk, Table } from 'drizzle-orm';

export interface SqlWrite {
  table: string;
  op: 'insert' | 'update' | 'delete';
  /** update: the columns its SET clause assigns. */
  columns: string[];
}

/** A statement that may write starts with one of these (a select, vacuum or pg_notify is skipped at once). */
const MAY_WRITE = /^\s*(insert|update|delete|with|truncate)\b/i;
const NAME = String.raw`"?(\w+)"?`;
const INSERT = new RegExp(String.raw`\binsert\s+into\s+${NAME}`, 'gi');
const DELETE = new RegExp(String.raw`\bdelete\s+from\s+${NAME}`, 'gi');
const UPDATE = new RegExp(
  String.raw`\bupdate\s+${NAME}(?:\s+(?:as\s+)?"?\w+"?)?\s+set\b([\s\S]*?)(?=\bfrom\b|\bwhere\b|\breturning\b|$)`,
  'gi',
);
const TRUNCATE = /\btruncate\s+(?:table\s+)?([\w",\s]+?)(?=\brestart\b|\bcontinue\b|\bcascade\b|\brestrict\b|;|$)/gi;
const ASSIGNED = /(?:^|,)\s*"?(\w+)"?\s*=/g;

/** The statement's text: literal parts as written, tables by name, nested SQL inline, parameters as `?`. */
function textOf(query: SQL): string {
  let text = '';
  for (const chunk of query.queryChunks) {
    if (is(chunk, StringChunk)) text += chunk.value.join('');
    else if (is(chunk, Table)) text += `"${getTableName(chunk)}"`;
    else if (is(chunk, SQL)) text += textOf(chunk);
    else text += '?';
  }
  return text;
}

/** The statement's first words (the first literal part that is not empty). */
function leading(query: SQL): string | undefined {
  for (const chunk of query.queryChunks) {
    if (is(chunk, StringChunk)) {
      const text = chunk.value.join('');
      if (text.trim()) return text;
    } else if (is(chunk, SQL)) {
      const inner = leading(chunk);
      if (inner !== undefined) return inner;
    } else return undefined;
  }
  return undefined;
}

/** The columns a SET clause assigns, at its top level (a comma inside coalesce(…) is followed by no `=`). */
function assigned(clause: string): string[] {
  return [...clause.matchAll(ASSIGNED)].map((m) => m[1] as string);
}

/**
 * The tables a raw statement (db.execute) writes, recognised from its text; [] for a read. Only the first chunk is
 * looked at for a read, so the check costs one short regular expression.
 */
export function writtenTables(query: SQL | string): SqlWrite[] {
  const first = typeof query === 'string' ? query : leading(query);
  if (first === undefined || !MAY_WRITE.test(first)) return [];
  const text = typeof query === 'string' ? query : textOf(query);
  const found: SqlWrite[] = [];
  for (const m of text.matchAll(INSERT)) found.push({ table: m[1] as string, op: 'insert', columns: [] });
  for (const m of text.matchAll(DELETE)) found.push({ table: m[1] as string, op: 'delete', columns: [] });
  for (const m of text.matchAll(UPDATE)) {
    if ((m[1] as string).toLowerCase() === 'set') continue; // `on conflict … do update set`
    found.push({ table: m[1] as string, op: 'update', columns: assigned(m[2] as string) });
  }
  for (const m of text.matchAll(TRUNCATE)) {
    for (const name of (m[1] as string).split(',')) {
      const table = name.trim().replaceAll('"', '');
      if (table) found.push({ table, op: 'delete', columns: [] });
    }
  }
  return found;
}

import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded.js';

/**
 * The embedded engines of one test worker, reused from test file to test file. Starting an engine (a node
 * process with the tsx loader, PGlite's WebAssembly, the migrated template loaded into memory) costs ≈ 2.7 CPU
 * seconds; a file that is done hands its engine back, and the next file gets it as the template was: same
 * schema (checked by a fingerprint of the catalog; an engine whose schema a test changed is stopped, not reused),
 * empty tables, sequences from their start, no session state. The unit project runs without isolation
 * (vitest.config.ts), so this module's state lives as long as the worker.
 */
const free: EmbeddedDatabase[] = [];
let templateFingerprint: string | null = null;

/** What a test could change that a TRUNCATE does not undo; equal to the template's → reusable. */
const FINGERPRINT = `
select md5(string_agg(x, '|' order by x)) as f from (
  select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text || ':' || c.relnatts as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and c.relpersistence <> 't'
  union all
  select 'a:' || a.attrelid::regclass::text || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod)
      || ':' || a.attnotnull || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname in ('public', 'drizzle') and a.attnum > 0 and not a.attisdropped
  union all select 'i:' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
  union all select 'k:' || conrelid::regclass::text || '.' || conname || ':' || pg_get_constraintdef(oid)
    from pg_constraint where connamespace = 'public'::regnamespace
  union all select 'p:' || p.oid::regprocedure::text || ':' || md5(p.prosrc)
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all select 't:' || tgrelid::regclass::text || '.' || tgname from pg_trigger where not tgisinternal
  union all select 'r:' || rolname from pg_roles
  union all select 'e:' || extname || ':' || extversion from pg_extension
  union all select 'd:' || datname from pg_database
  union all select 'm:' || count(*) from drizzle.__drizzle_migrations
) t`;

async function withClient<T>(engine: EmbeddedDatabase, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: engine.url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const fingerprint = async (client: pg.Client) => String((await client.query(FINGERPRINT)).rows[0].f);

/** A running engine with the template's content: a free one of this worker, or a new one. */
export async function takeEngine(template: string | undefined): Promise<EmbeddedDatabase> {
  const reused = free.pop();
  if (reused) return reused;
  const engine = await startEmbeddedDatabase(null, { loadDataDir: template });
  templateFingerprint ??= await withClient(engine, fingerprint);
  return engine;
}

/** Back to the template's state and free for the next file; stopped when that cannot be ensured. */
export async function giveBackEngine(engine: EmbeddedDatabase): Promise<void> {
  // An engine that died (a test stopped it) cannot be reached: the connection fails and it is not kept.
  const reset = await withClient(engine, async (client) => {
    // PGlite is one session for all its connections: what a test SET, PREPAREd, LISTENed or locked goes.
    await client.query('DISCARD ALL');
    if ((await fingerprint(client)) !== templateFingerprint) return false;
    const { rows } = await client.query<{ name: string; kind: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name, c.relkind as kind
             from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p', 'S')`,
    );
    const tables = rows.filter((r) => r.kind !== 'S').map((r) => r.name);
    if (tables.length) await client.query(`TRUNCATE ${tables.join(', ')} RESTART IDENTITY CASCADE`);
    for (const { name } of rows.filter((r) => r.kind === 'S')) await client.query(`ALTER SEQUENCE ${name} RESTART`);
    return true;
  }).catch(() => false);
  // Two: a file may hold a second database (a backup's target).
  if (reset && free.length < 2) free.push(engine);
  else await engine.stop();
}

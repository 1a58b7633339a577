// Memory of the embedded database's process under a long series of queries, by part: the process's RSS, its V8 heap
// (used after a full collection, and external) and PostgreSQL's WebAssembly memory, and inside PostgreSQL the memory
// contexts of the session (pg_backend_memory_contexts: their sum and the largest). The engine runs as `npm start`
// runs it (embedded.ts: its own process, its settings and V8 flags, a data directory on disk), plus --expose-gc so
// that its heap can be read after a full collection; one `pg` connection, as the server's pool.
// Each round sends `--per-round` requests of a mix like the server's: parameterised reads that return rows (a
// screen's playlist, a staff page's list), a count, inserts of plays in a transaction, a statement that fails (a
// refused write), and a read by primary key; after each round the figures are printed. A growth per request shows as a
// rise round after round; a warm-up as a rise that stops.
// Run: node --import tsx bench/engine-memory.ts [--rounds=6] [--per-round=5000]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ENGINE_V8_FLAGS, startEmbeddedDatabase } from '../apps/server/src/db/embedded.js';

const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const rounds = Number(arg('rounds', '6'));
const perRound = Number(arg('per-round', '5000'));

const dir = mkdtempSync(join(tmpdir(), 'signage-engine-memory-'));
const engine = await startEmbeddedDatabase(join(dir, 'pglite'), { v8Flags: [...ENGINE_V8_FLAGS, '--expose-gc'] });
const c = new pg.Client({ connectionString: engine.url });
await c.connect();
try {
  await c.query(`create table item (id serial primary key, name text not null, body text not null, seconds int not null);
    insert into item (name, body, seconds) select 'Inhalt ' || g, repeat('x', 200), 10 + g % 20 from generate_series(1, 200) g;
    create table play (id bigserial primary key, item int not null references item, screen uuid not null,
      started timestamptz not null, seconds int not null);
    create index on play (screen, started)`);
  const screens = Array.from({ length: 20 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
  const report = async (label: string) => {
    const m = await engine.memory();
    const { rows } = await c.query<{ name: string; total: string }>(
      'select name, sum(total_bytes)::bigint as total from pg_backend_memory_contexts group by name order by 2 desc',
    );
    const contexts = rows.reduce((t, r) => t + Number(r.total), 0);
    const top = rows
      .slice(0, 4)
      .map((r) => `${r.name} ${mb(Number(r.total))}`)
      .join(', ');
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${engine.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
    console.log(
      `${label.padEnd(22)} RSS ${mb(rss)} MB, V8 heap used ${mb(m.heapUsed)} MB, external ${mb(m.external)} MB, ` +
        `WebAssembly memory ${mb(m.wasm)} MB, PostgreSQL contexts ${mb(contexts)} MB (${top})`,
    );
  };
  await report('start');
  let n = 0;
  for (let r = 1; r <= rounds; r++) {
    const t0 = Date.now();
    for (let i = 0; i < perRound; i++, n++) {
      const screen = screens[n % screens.length];
      switch (n % 6) {
        case 0:
          await c.query('select id, name, body, seconds from item where seconds >= $1 order by id limit 50', [n % 20]);
          break;
        case 1:
          await c.query('select count(*)::int as n from play where screen = $1 and started > $2', [
            screen,
            new Date(Date.now() - 3_600_000),
          ]);
          break;
        case 2:
          await c.query('begin');
          await c.query(
            'insert into play (item, screen, started, seconds) select 1 + g % 200, $1, now(), 10 from generate_series(1, 3) g',
            [screen],
          );
          await c.query('commit');
          break;
        case 3:
          await c
            .query('insert into play (item, screen, started, seconds) values ($1, $2, now(), 10)', [0, screen])
            .catch(() => undefined);
          break;
        case 4:
          await c.query('select * from item where id = $1', [1 + (n % 200)]);
          break;
        default:
          await c.query(`select name from item where name like $1 order by name limit 20`, [`Inhalt ${n % 10}%`]);
      }
    }
    await report(`round ${r} (${n} requests)`);
    console.log(`  ${((Date.now() - t0) / perRound).toFixed(2)} ms a request`);
  }
} finally {
  await c.end();
  await engine.stop();
  rmSync(dir, { recursive: true, force: true });
}

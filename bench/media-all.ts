// POST /v1/media/all with 100,000 media rows (100 networks × 10 locations): median server time (inject,
// auth included) of the first, middle and last page for every sort column, both directions, plus a
// keyword search. Target: < 100 ms each.
// Run: node --import tsx bench/media-all.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { sql } from 'drizzle-orm';
import { startBenchApp, summary } from './companies-setup.js';

const NETWORKS = 100;
const LOCATIONS_PER_NETWORK = 10;
const MEDIA = 100_000;
const PER_PAGE = 10;
const WARMUP = 3;
const ITERATIONS = 15;

const bench = await startBenchApp();
const { db } = bench.database;
const t0 = performance.now();
await db.execute(sql`
  insert into companies (guid, name, is_mother)
  select gen_random_uuid(), 'Netzwerk ' || lpad(n::text, 3, '0'), 1 from generate_series(1, ${NETWORKS}) n`);
await db.execute(sql`
  insert into companies (guid, name, is_mother, guid_parent)
  select gen_random_uuid(), 'Standort ' || c.name || '-' || l, 0, c.guid
  from companies c cross join generate_series(1, ${LOCATIONS_PER_NETWORK}) l where c.is_mother = 1`);
await db.execute(sql`
  with locs as (select guid, (row_number() over (order by name) - 1)::int as k from companies where is_mother = 0)
  insert into media (guid, name, local_file_name, guid_playlist, company_guid, size, type, mime, created)
  select gen_random_uuid(), 'Datei ' || i || case when i % 3 = 0 then '.mp4' else '.jpg' end, 'f' || i || '.jpg',
    gen_random_uuid(), locs.guid, (i * 7919) % 100000000, case when i % 3 = 0 then 'VIDEO' else 'IMAGE' end,
    case when i % 3 = 0 then 'video/mp4' else 'image/jpeg' end, timestamptz '2026-01-01' + (i || ' minutes')::interval
  from generate_series(1, ${MEDIA}) i join locs on locs.k = i % ${NETWORKS * LOCATIONS_PER_NETWORK}`);
// Steady state: statistics and visibility map as autovacuum leaves them.
await db.execute(sql`vacuum analyze`);
const token = await bench.signIn('Administrator', null);
console.log(`${bench.kind}: ${MEDIA} media rows built in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const lastPage = Math.ceil(MEDIA / PER_PAGE);
const pages: Array<[string, number]> = [
  ['first', 1],
  ['middle', Math.ceil(lastPage / 2)],
  ['last', lastPage],
];
const columns = ['created', 'name', 'type', 'size', 'networkName'] as const;

async function time(gridParams: Record<string, unknown>): Promise<number> {
  const started = performance.now();
  const res = await bench.as(token, { method: 'POST', url: '/v1/media/all', payload: { gridParams } });
  const took = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  const body = res.json();
  if (body.gridParams.count < 1 || body.items.length < 1) throw new Error('empty page');
  return took;
}

const rows: string[] = [];
let worst = 0;
for (const column of columns) {
  for (const sortDesc of [false, true]) {
    for (const [label, page] of pages) {
      const params = { page, itemsPerPage: PER_PAGE, sortBy: column, sortDesc };
      for (let i = 0; i < WARMUP; i++) await time(params);
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) times.push(await time(params));
      const s = summary(times);
      worst = Math.max(worst, s.median);
      rows.push(
        `${column.padEnd(12)} ${sortDesc ? 'desc' : 'asc '} ${label.padEnd(6)} median ${s.median.toFixed(1)} ms (p95 ${s.p95.toFixed(1)})`,
      );
    }
  }
}
for (const keyWord of ['Netzwerk 042-', 'Datei 9999']) {
  const params = { page: 1, itemsPerPage: PER_PAGE, keyWord };
  for (let i = 0; i < WARMUP; i++) await time(params);
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) times.push(await time(params));
  const median = summary(times).median;
  worst = Math.max(worst, median);
  rows.push(`keyWord "${keyWord}" first  median ${median.toFixed(1)} ms`);
}
console.log(rows.join('\n'));
console.log(
  `worst median over pages, sort columns and keyword searches: ${worst.toFixed(1)} ms (target < 100 ms) → ${worst < 100 ? 'OK' : 'MISSED'}`,
);
if (worst >= 100) process.exitCode = 1;
await bench.close();

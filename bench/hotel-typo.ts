// The hotel search's typo tier: HOTELS (100,000) generated hotels imported as the import job writes them
// (importHotelRecords), then the queries of bench/hotel-viewer.ts (every second one with a typo) searched through the
// database directory with each step timed (the dictionary lookup, then tiers 0–4), on both databases. Every query runs
// twice, alternating: with the current tiers and with the baseline (BASELINE: the earlier tiers, every tier runs and
// the typo tier keeps each word's prefix, a typo's included). For each typo'd query the typo tier's plan is read
// (EXPLAIN ANALYZE, both variants): how many read the hotels table sequentially ("Seq Scan on hotels") instead of
// through an index. Run: node --import tsx bench/hotel-typo.ts   (HOTELS=100000 QUERIES=200
// DB=both|pglite|postgres; PostgreSQL at BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, in a
// database it creates and drops)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOTEL_SEARCH_LIMIT, hotelQueryWords } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../apps/server/src/db/client.js';
import { hotels } from '../apps/server/src/db/schema.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import {
  DatabaseHotelDirectory,
  dictionaryWords,
  type SearchTiers,
  searchTiers,
  type Tier,
} from '../apps/server/src/modules/hotels/database-directory.js';
import { importHotelRecords } from '../apps/server/src/modules/hotels/importer.js';
import { generatedHotel, searchQueries } from './hotel-data.js';
import { dropBenchDatabase, freshBenchDatabase, median, ms, percentile } from './lib.js';

const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const HOTELS = count('HOTELS', 100_000);
const QUERIES = count('QUERIES', 200);
const BENCH_DB = 'bench_hotel_typo';
const TARGET_MEDIAN_MS = 30;
/** Typo'd queries whose correction matches no hotel (two places no hotel lies in both): nothing stops a scan early. */
const NO_MATCH = ['spanein kreta', 'grichenland mallorca', 'malediven biz', 'tunesein dubai', 'turkei phukte'];

/**
 * The earlier tiers: every word counts as known (tiers 0–3 always run, the typo tier keeps `w:*`), and the typo tier is
 * read as the planner likes (a sequential scan).
 */
const BASELINE: SearchTiers = (words) =>
  searchTiers(words.map((w) => ({ ...w, known: true, completions: [] }))).map(
    (tier) => tier && { ...tier, byIndex: false },
  );
/** The current tiers with the typo tier read as the planner likes (the measurement of why it is not). */
const PLANNERS: SearchTiers = (words) => searchTiers(words).map((tier) => tier && { ...tier, byIndex: false });
const VARIANTS = { current: searchTiers, baseline: BASELINE } as const;
type Variant = keyof typeof VARIANTS;

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Times per key ('current typo tier 4', …), in ms. */
class Times {
  readonly values = new Map<string, number[]>();
  add(key: string, value: number) {
    this.values.set(key, [...(this.values.get(key) ?? []), value]);
  }
  line(key: string) {
    const v = this.values.get(key) ?? [];
    return v.length
      ? `median ${ms(median(v))}, p95 ${ms(percentile(v, 95))}, max ${ms(Math.max(...v))} (n=${v.length})`
      : '–';
  }
}

async function openBench(kind: 'pglite' | 'postgres', dir: string) {
  if (kind === 'pglite') return openDatabase({ dataDir: dir });
  return openDatabase({ url: await freshBenchDatabase(BENCH_DB) });
}

async function dropBench(kind: 'pglite' | 'postgres') {
  if (kind === 'postgres') await dropBenchDatabase(BENCH_DB);
}

async function importAll(db: Db): Promise<number> {
  const started = performance.now();
  function* lines() {
    for (let i = 0; i < HOTELS; i++) yield generatedHotel(i);
  }
  const counts = await importHotelRecords(db, lines(), { clock: systemClock });
  if (counts.created !== HOTELS) throw new Error(`import: ${JSON.stringify(counts)}`);
  return (performance.now() - started) / 1000;
}

/** The typo tier's plan for a query: whether it reads the hotels sequentially, and its execution time. */
async function typoPlan(db: Db, query: string, tiers: SearchTiers): Promise<{ scan: boolean; ms: number } | null> {
  const words = await dictionaryWords(db, hotelQueryWords(query));
  const typo: Tier | null = tiers(words).at(-1) ?? null;
  if (!typo) return null;
  const select = db.select({ gid: hotels.gid }).from(hotels).where(typo.condition).limit(HOTEL_SEARCH_LIMIT);
  const result = (await db.transaction(async (tx) => {
    if (typo.byIndex) await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain (analyze, format json) ${select}`);
  })) as unknown as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: unknown; 'Execution Time': number }> }> };
  const [plan] = result.rows[0]['QUERY PLAN'];
  return { scan: JSON.stringify(plan.Plan).includes('"Seq Scan"'), ms: plan['Execution Time'] };
}

async function searches(db: Db, list: readonly string[], kind: string) {
  const times = new Times();
  let step = new Map<string, number>();
  const probe = (name: string, took: number) => step.set(name, took);
  const directories = Object.fromEntries(
    Object.entries(VARIANTS).map(([v, tiers]) => [v, new DatabaseHotelDirectory(db, { tiers, probe })]),
  ) as Record<Variant, DatabaseHotelDirectory>;
  const results = new Map<string, string>();
  let differing = 0;
  for (const q of list.slice(0, 20)) for (const d of Object.values(directories)) await d.search({ name: q, limit: 50 });
  const typed = [
    ...list.map((name, i) => [name, i % 2 === 0 ? 'correct' : 'typo'] as const),
    ...NO_MATCH.flatMap((name) => Array.from({ length: 4 }, () => [name, 'no match'] as const)),
  ];
  for (const [i, [name, type]] of typed.entries()) {
    // Alternate which variant goes first, so neither always meets the other's warm cache.
    const order: Variant[] = i % 4 < 2 ? ['current', 'baseline'] : ['baseline', 'current'];
    for (const variant of order) {
      step = new Map();
      const started = performance.now();
      const found = await directories[variant].search({ name, limit: HOTEL_SEARCH_LIMIT });
      times.add(`${variant} ${type} total`, performance.now() - started);
      for (const [s, took] of step) times.add(`${variant} ${type} ${s === 'dictionary' ? s : `tier ${s}`}`, took);
      // The typo tier takes the first matches found: only a result under the limit is all there is to compare.
      const gids = found.length < HOTEL_SEARCH_LIMIT ? found.map((h) => h.gid).join(',') : 'full';
      if (results.has(name) && results.get(name) !== gids) differing++;
      results.set(name, gids);
    }
  }
  for (const key of [...times.values.keys()].sort()) console.log(`[${kind}] ${key}: ${times.line(key)}`);
  console.log(
    `[${kind}] queries whose results (under the limit) differ between the variants: ${differing} of ${list.length}`,
  );
  return times;
}

async function plans(db: Db, queries: readonly string[], kind: string) {
  for (const [variant, tiers] of [
    ['current', searchTiers],
    ['current, read as the planner likes', PLANNERS],
    ['baseline', BASELINE],
  ] as const) {
    let scans = 0;
    let planned = 0;
    const took: number[] = [];
    for (const q of queries) {
      const plan = await typoPlan(db, q, tiers);
      if (!plan) continue;
      planned++;
      if (plan.scan) scans++;
      took.push(plan.ms);
    }
    console.log(
      `[${kind}] ${variant} typo tier plans: ${scans} of ${planned} read the hotels sequentially; ` +
        `execution median ${ms(median(took))}, p95 ${ms(percentile(took, 95))}, max ${ms(Math.max(...took))}`,
    );
  }
}

async function runOn(kind: 'pglite' | 'postgres', list: readonly string[]): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-typo-'));
  const database = await openBench(kind, dir);
  try {
    await database.migrate();
    console.log(`[${kind}] load ${load()} before the import`);
    const importS = await importAll(database.db);
    console.log(`[${kind}] import of ${HOTELS} hotels: ${importS.toFixed(1)} s (< 60 s), load ${load()}`);
    const times = await searches(database.db, list, kind);
    await plans(
      database.db,
      list.filter((_, i) => i % 2 === 1),
      kind,
    );
    await plans(database.db, NO_MATCH, `${kind}, typo'd queries without a match`);
    console.log(`[${kind}] load ${load()} after the searches`);
    const typo = times.values.get('current typo total') ?? [];
    const pass = median(typo) < TARGET_MEDIAN_MS && importS < 60;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} [${kind}] typo'd queries median ${ms(median(typo))} (< ${TARGET_MEDIAN_MS})`,
    );
    return pass;
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
    await dropBench(kind);
  }
}

async function main() {
  const names = Array.from({ length: HOTELS }, (_, i) => generatedHotel(i).name);
  const list = searchQueries(names, QUERIES);
  console.log(
    `hotel typo benchmark: node ${process.version}, ${cpus().length} cores, load ${load()}, ${HOTELS} hotels`,
  );
  const which = process.env.DB ?? 'both';
  const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres'];
  let ok = true;
  for (const kind of kinds) ok = (await runOn(kind, list)) && ok;
  process.exit(ok ? 0 : 1);
}

await main();

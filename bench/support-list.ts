// The support console's list (GET /v1/devices/support) with 10,000 devices: median server time of every
// filter combination (show online too, network, status NEW/ACTIVE/SERVICE, keyword) on the first, a middle
// and the last page, at 50 and 100 per page, for an administrator and a support user. Target: < 50 ms each.
// Run: node --import tsx bench/support-list.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { companies, devices } from '../apps/server/src/db/schema.js';
import { startBenchApp, summary } from './companies-setup.js';

const NETWORKS = 10;
const LOCATIONS_PER_NETWORK = 100;
const DEVICES_PER_LOCATION = 10;
const WARMUP = 5;
const ITERATIONS = 25;
const LIMIT_MS = 50;
const DAY = 86_400_000;

const bench = await startBenchApp();
const { db } = bench.database;
const started = performance.now();
const networks: string[] = [];
const now = Date.now();
for (let n = 0; n < NETWORKS; n++) {
  const network = randomUUID();
  networks.push(network);
  const locations = Array.from({ length: LOCATIONS_PER_NETWORK }, (_, i) => ({
    guid: randomUUID(),
    guidParent: network,
    isMother: 0,
    name: `Reisebüro ${n}-${i}`,
    city: `Stadt ${i % 40}`,
    contactPerson: `Frau Müller ${i}`,
    email: `filiale${n}-${i}@example.org`,
  }));
  await db.insert(companies).values([{ guid: network, isMother: 1, name: `Netzwerk ${n}` }, ...locations]);
  await db.insert(devices).values(
    locations.flatMap((l, i) =>
      Array.from({ length: DEVICES_PER_LOCATION }, (_, d) => {
        const k = i * DEVICES_PER_LOCATION + d;
        return {
          guid: randomUUID(),
          name: `TV ${n}-${i}-${d}`,
          stageName: `Schaufenster ${d}`,
          guidCompany: l.guid,
          guidParent: network,
          deviceState: k % 10 === 0 ? 'NEW' : k % 50 === 1 ? 'VER' : 'ACTIVE',
          isService: k % 7 === 0 ? 1 : 0,
          isArchived: k % 97 === 0 ? 1 : 0,
          // Roughly a third offline, at various ages; some never seen.
          lastHeartbeat: k % 31 === 0 ? null : new Date(now - (k % 3 === 0 ? (2 + (k % 20)) * DAY : (k % 600) * 1000)),
          remoteAddress: `10.${n}.${i}.${d}`,
        };
      }),
    ),
  );
}
await db.execute(sql`analyze`);
const count = (await db.select({ guid: devices.guid }).from(devices)).length;
const seeded = performance.now() - started;

const admin = await bench.signIn('Administrator', null);
const support = await bench.signIn('Support', null);

interface Case {
  label: string;
  query: Record<string, string>;
}
const filters: Case[] = [
  { label: 'offline (default)', query: {} },
  { label: 'online too', query: { showOnline: '1' } },
  { label: 'network', query: { network: networks[3] } },
  { label: 'network + online too', query: { network: networks[3], showOnline: '1' } },
  { label: 'status NEW', query: { status: 'NEW', showOnline: '1' } },
  { label: 'status ACTIVE', query: { status: 'ACTIVE', showOnline: '1' } },
  { label: 'status SERVICE', query: { status: 'SERVICE' } },
  { label: 'search "Stadt 7"', query: { keyWord: 'Stadt 7', showOnline: '1' } },
  { label: 'search "müller 4"', query: { keyWord: 'müller 4' } },
];

async function call(token: string, query: Record<string, string>) {
  const t0 = performance.now();
  const res = await bench.as(token, { method: 'GET', url: `/v1/devices/support?${new URLSearchParams(query)}` });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return { ms, body: res.json() as { count: number; items: unknown[] } };
}

console.log(`devices/support benchmark on ${bench.kind}, node ${process.version}, load ${loadavg()[0].toFixed(1)}`);
console.log(
  `data: ${count} devices in ${NETWORKS} networks (seeded in ${(seeded / 1000).toFixed(1)} s); median of ${ITERATIONS} after ${WARMUP} warm-up, app.inject in-process`,
);
let worst = 0;
for (const [who, token] of [
  ['admin', admin],
  ['support', support],
] as const) {
  for (const filter of filters) {
    for (const itemsPerPage of [50, 100]) {
      const { body } = await call(token, { ...filter.query, itemsPerPage: String(itemsPerPage) });
      const pages = Math.max(1, Math.ceil(body.count / itemsPerPage));
      const cells: string[] = [];
      for (const page of [...new Set([1, Math.ceil(pages / 2), pages])]) {
        const query = { ...filter.query, itemsPerPage: String(itemsPerPage), page: String(page) };
        for (let i = 0; i < WARMUP; i++) await call(token, query);
        const times: number[] = [];
        for (let i = 0; i < ITERATIONS; i++) times.push((await call(token, query)).ms);
        const s = summary(times);
        worst = Math.max(worst, s.median);
        cells.push(`p${page} ${s.median.toFixed(1)}`);
      }
      console.log(
        `${who.padEnd(8)} ${filter.label.padEnd(24)} ${String(itemsPerPage).padStart(3)}/page ${String(body.count).padStart(5)} hits  median ms: ${cells.join('  ')}`,
      );
    }
  }
}
console.log(`worst median ${worst.toFixed(1)} ms (limit ${LIMIT_MS} ms) -> ${worst < LIMIT_MS ? 'OK' : 'TOO SLOW'}`);
await bench.close();
process.exit(worst < LIMIT_MS ? 0 : 1);

// The re-check of running offers, its target figures, in one process on the embedded database:
//   1. 1,000 running offers of one location re-checked against a local HTTP provider (2 % with a new price, so
//      re-rendered in the background; 1 % unknown): done in < 60 s, while an agent renders offer 1000 of the demo
//      provider again and again (createOfferImage without cache): its p95 < 400 ms;
//   2. with the job running every minute (intervalMinutes 1): a provider price change reaches the screens (new
//      ETag, new file) within one interval + 10 s, and a 404 takes the items off at the next check.
// Provider, server and agent share this process (and its event loop): a harsher setting than separate ones.
// Run: node --import tsx bench/offer-recheck.ts   (OFFERS=1000 RATE=20: requests per second to the provider)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerEnv, freePort, median, ms, percentile } from './lib.js';

const OFFERS = Math.max(10, Number(process.env.OFFERS ?? 1000) || 1000);
const RATE = Math.max(1, Number(process.env.RATE ?? 20) || 20);
const LIMITS = { checkMs: 60_000, agentP95: 400, latencySlackMs: 10_000 };

const { startHttpServer } = await import('../apps/server/src/test/http-test-server.js');
const { buildApp } = await import('../apps/server/src/app.js');
const { loadConfig } = await import('../apps/server/src/config.js');
const { openDatabase } = await import('../apps/server/src/db/client.js');
const { playlistItems, systemConfig } = await import('../apps/server/src/db/schema.js');
const { addDevice, addLocation, addNetwork, addPlaylist } = await import('../apps/server/src/test/factory/index.js');
const { ensureOfferCode } = await import('../apps/server/src/modules/companies/offer-code.js');
const { runOfferChecks } = await import('../apps/server/src/modules/offers/recheck-job.js');
const { recordAdded } = await import('../apps/server/src/modules/offers/recheck.js');
const { agencyByGuid } = await import('../apps/server/src/modules/offers/agency.js');
const { eq } = await import('drizzle-orm');

/** The provider's answer per offer id: a price, or gone (404). */
const prices = new Map<string, number | 'gone'>();
const offer = (id: string, price: number) => ({
  id,
  hotelName: `Hotel Bench ${id}`,
  destination: 'Kreta',
  region: 'Chersonissos',
  stars: 4,
  price,
  priceInfo: 'pro Person im Doppelzimmer',
  departureDate: '2027-07-01',
  arrivalDate: '2027-07-08',
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer',
  departureAirport: 'ab Köln',
  gallery: [],
  offerHost: 'Bench-Reisen',
});
const provider = await startHttpServer((req, res) => {
  const id = /^\/offers\/([^?]+)/.exec(req.url ?? '')?.[1] ?? '';
  const price = prices.get(id);
  res.writeHead(price === undefined || price === 'gone' ? 404 : 200, { 'content-type': 'application/json' });
  res.end(typeof price === 'number' ? JSON.stringify(offer(id, price)) : '{}');
});

const dir = mkdtempSync(join(tmpdir(), 'bench-recheck-'));
const port = await freePort();
const database = await openDatabase({ dataDir: dir });
await database.migrate();
const db = database.db;
const network = await addNetwork(db, { name: 'Benchmark-Netz' });
const location = await addLocation(db, { guidParent: network, name: 'Benchmark-Reisebüro', advisoryId: 'BENCH-1' });
const code = await ensureOfferCode(db, location);
const playlist = await addPlaylist(db, { guidCompany: location, name: 'Schaufenster', orientation: 'horizontal' });
const screen = await addDevice(db, { guidCompany: location, orientation: 'vertical', guidPlaylist: playlist });
const config = loadConfig({
  ...benchServerEnv(dir, port),
  OFFER_PROVIDER: 'http',
  OFFER_PROVIDER_URL: provider.origin,
});
const app = await buildApp({ config, db });
const ctx = app.ctx;
const setSettings = (data: object) =>
  db
    .insert(systemConfig)
    .values({ name: 'offerCheck', data: JSON.stringify(data) })
    .onConflictDoUpdate({ target: systemConfig.name, set: { data: JSON.stringify(data) } });
await setSettings({ requestsPerSecond: RATE, intervalMinutes: 1 });

const call = (path: string, body: object) =>
  app.inject({ method: 'POST', url: `/v1/pcstd/${path}`, payload: { code, advisoryId: 'BENCH-1', ...body } });
// One real add (rendered, in the playlist), then its item copied for the other offers (same images).
prices.set('b0', 1000);
const now = Date.now();
const added = await call('addToOffice', {
  provider: 'http',
  offerId: 'b0',
  agencyId: 'BENCH-1',
  start: now,
  end: now + 5 * 86_400_000,
  targetDevices: [screen],
});
if (added.statusCode !== 200) throw new Error(added.body);
const [template] = await db.select().from(playlistItems).where(eq(playlistItems.guidPlaylist, playlist));
const agency = await agencyByGuid(ctx, location);
if (!agency || !template) throw new Error('setup failed');
for (let i = 1; i < OFFERS; i++) {
  const id = `b${i}`;
  prices.set(id, 1000 + i);
  const { id: _serial, ...copy } = template;
  await db.insert(playlistItems).values({ ...copy, guid: randomUUID(), offerId: id, guidMedia: null, orderNr: i });
  await recordAdded(ctx, agency, offer(id, 1000 + i), {
    offerId: id,
    provider: 'http',
    advisoryId: 'BENCH-1',
    editor: [],
    departureAirport: null,
  });
}
for (let i = 0; i < OFFERS; i++) {
  if (i % 50 === 7) prices.set(`b${i}`, 999 + i); // 2 %: a new price
  if (i % 100 === 13) prices.set(`b${i}`, 'gone'); // 1 %: unknown now
}

/** The agent: renders offer 1000 of the demo provider until `until` resolves; returns the times. */
async function agent(until: Promise<unknown>) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await call('createOfferImage', { provider: 'demo', offerId: '1000', cache: false });
    if (res.statusCode !== 200) throw new Error(res.body);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return times;
}

// Figure 1
const idle = await agent(new Promise((resolve) => setTimeout(resolve, 4000)));
const started = performance.now();
const checking = runOfferChecks(ctx);
const [counts, during] = await Promise.all([checking, agent(checking)]);
const checkMs = performance.now() - started;

// Figure 2: the job every minute; offer b1 gets a new price, b2 goes away, right after a run checked them.
const poll = async () =>
  (await app.inject({ method: 'GET', url: `/api/playlist?key=${screen}`, remoteAddress: '203.0.113.5' })).headers.etag;
await app.listen({ port, host: '127.0.0.1' });
const waitFor = async (test: () => Promise<boolean>, limitMs: number) => {
  const from = performance.now();
  while (performance.now() - from < limitMs) {
    if (await test()) return performance.now() - from;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return Number.POSITIVE_INFINITY;
};
const items = async (id: string) => db.select().from(playlistItems).where(eq(playlistItems.offerId, id));
// The first run starts at listen and asks b1 within its first seconds: change it after that, then wait.
await new Promise((resolve) => setTimeout(resolve, 5000));
const fileBefore = (await items('b1'))[0]?.localFileName;
const etagBefore = await poll();
prices.set('b1', 555);
prices.set('b2', 'gone');
const intervalMs = 60_000;
const priceMs = await waitFor(
  async () => (await poll()) !== etagBefore && (await items('b1'))[0]?.localFileName !== fileBefore,
  intervalMs + 30_000,
);
const goneMs = await waitFor(async () => (await items('b2')).length === 0, intervalMs + 30_000);

const p95 = percentile(during, 95);
const lines = [
  `offer re-check bench, ${cpus().length} cores, ${OFFERS} offers, provider rate ${RATE}/s`,
  `1. re-check of ${OFFERS} running offers: ${(checkMs / 1000).toFixed(1)} s (limit ${LIMITS.checkMs / 1000} s); outcomes ${JSON.stringify(counts)}`,
  `   agent render (createOfferImage, no cache) alone: median ${ms(median(idle))}, p95 ${ms(percentile(idle, 95))} (${idle.length} renders)`,
  `   agent render during the check: median ${ms(median(during))}, p95 ${ms(p95)} (limit ${LIMITS.agentP95} ms, ${during.length} renders)`,
  `2. price change to new ETag + new file: ${(priceMs / 1000).toFixed(1)} s (limit interval ${intervalMs / 1000} s + ${LIMITS.latencySlackMs / 1000} s)`,
  `   404 to items gone: ${(goneMs / 1000).toFixed(1)} s (limit: next check, ${(intervalMs + LIMITS.latencySlackMs) / 1000} s)`,
];
console.log(lines.join('\n'));
const ok =
  checkMs < LIMITS.checkMs &&
  p95 < LIMITS.agentP95 &&
  priceMs <= intervalMs + LIMITS.latencySlackMs &&
  goneMs <= intervalMs + LIMITS.latencySlackMs;
console.log(ok ? 'PASS' : 'FAIL');
await app.close();
await database.close();
await provider.close();
rmSync(dir, { recursive: true, force: true });
process.exit(ok ? 0 : 1);

// 'Reise der Woche' at scale, in one process on the embedded database: a network publishes demo offer 1000 to
// LOCATIONS locations (each with a landscape and a portrait screen, airports rotating over the demo's ten), copies
// placed at once. Figures: the time from the publish call until every copy is rendered and placed (goal ≤ 3 min
// for 500), and an agent's offer-tool render (createOfferImage without cache) p95 meanwhile (goal < 400 ms).
// Run: node --import tsx bench/publish-network.ts   (LOCATIONS=500)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServerEnv, freePort, median, ms, percentile } from './lib.js';

const LOCATIONS = Math.max(3, Number(process.env.LOCATIONS ?? 500) || 500);
const LIMITS = { allRenderedMs: 180_000, agentP95: 400 };
const AIRPORTS = ['FRA', 'DUS', 'CGN', 'MUC', 'STR', 'HAM', 'HAJ', 'BER', 'NUE', 'LEJ'];

const { buildApp } = await import('../apps/server/src/app.js');
const { loadConfig } = await import('../apps/server/src/config.js');
const { openDatabase } = await import('../apps/server/src/db/client.js');
const { companies, offerCopies } = await import('../apps/server/src/db/schema.js');
const { seedRightsCatalogue, seedRoles } = await import('../apps/server/src/db/seed/base.js');
const { addDevice, addLocation, addNetwork, addPlaylist, addUser } = await import(
  '../apps/server/src/test/factory/index.js'
);
const { signIn } = await import('../apps/server/src/test/factory/users.js');
const { ensureOfferCode } = await import('../apps/server/src/modules/companies/offer-code.js');
const { eq } = await import('drizzle-orm');

const dir = mkdtempSync(join(tmpdir(), 'bench-publish-'));
const port = await freePort();
const database = await openDatabase({ dataDir: dir });
await database.migrate();
const db = database.db;
const app = await buildApp({ config: loadConfig(benchServerEnv(dir, port)), db });

await seedRightsCatalogue(db);
const roles = await seedRoles(db);
const network = await addNetwork(db, { name: 'Benchmark-Netz' });
await addUser(db, { username: 'zentrale', guidParent: network, guidRole: roles['Netzwerk-Administrator'] as string });
const token = await signIn({ app }, 'zentrale');
const setupStart = performance.now();
for (let i = 0; i < LOCATIONS; i++) {
  const location = await addLocation(db, {
    guidParent: network,
    name: `Reisebüro ${i + 1}`,
    street: `Hauptstraße ${i + 1}`,
    postcode: String(10000 + i),
    city: 'Musterstadt',
    phonenumber: `030 ${1000 + i}`,
  });
  await db
    .update(companies)
    .set({ departureAirport: AIRPORTS[i % AIRPORTS.length] })
    .where(eq(companies.guid, location));
  const h = await addPlaylist(db, { guidCompany: location, name: 'quer' });
  const v = await addPlaylist(db, { guidCompany: location, name: 'hoch', orientation: 'vertical' });
  await addDevice(db, { guidCompany: location, guidParent: network, orientation: 'horizontal', guidPlaylist: h });
  await addDevice(db, { guidCompany: location, guidParent: network, orientation: 'vertical', guidPlaylist: v });
}
// The agent's own agency (not selected: a list of the others).
const agentLocation = await addLocation(db, { guidParent: null, name: 'Agentur', advisoryId: 'AG-1' });
const code = await ensureOfferCode(db, agentLocation);
const selected = (
  await db.select({ guid: companies.guid }).from(companies).where(eq(companies.guidParent, network))
).map((r) => r.guid);
const setupMs = performance.now() - setupStart;

/** The agent: renders offer 1001 without cache until `until` resolves (200 ms between renders). */
async function agent(until: Promise<unknown>) {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/pcstd/createOfferImage',
      payload: { code, advisoryId: 'AG-1', provider: 'demo', offerId: '1001', cache: false },
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return times;
}

const idle = await agent(new Promise((resolve) => setTimeout(resolve, 4000)));
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
};
const started = performance.now();
const cpuBefore = process.cpuUsage();
const published = await app.inject({
  method: 'POST',
  url: `/v1/campaigns/network/${network}`,
  headers: { authorization: `Bearer ${token}` },
  payload: {
    offerId: '1000',
    provider: 'demo',
    from: day(0),
    till: day(7),
    approval: 'immediate',
    selection: { kind: 'list', locations: selected },
  },
});
if (published.statusCode !== 200) throw new Error(published.body);
const working = app.jobs.runOnce();
const [, during] = await Promise.all([working, agent(working)]);
const allMs = performance.now() - started;
// the whole process (main thread, libvips' threads, the embedded database): how much of the two cores the run used
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const copies = await db.select({ state: offerCopies.state }).from(offerCopies);
const running = copies.filter((c) => c.state === 'running').length;
const p95 = percentile(during, 95);
console.log(
  [
    `publish-network: ${LOCATIONS} locations, ${cpus().length} cores (setup ${ms(setupMs)})`,
    `   all copies rendered and placed: ${(allMs / 1000).toFixed(1)} s (limit ${LIMITS.allRenderedMs / 1000} s), ${running} of ${LOCATIONS} running`,
    `   process CPU meanwhile: ${cpuSeconds.toFixed(1)} s (${(cpuSeconds / (allMs / 1000)).toFixed(2)} of ${cpus().length} cores, ${((cpuSeconds / LOCATIONS) * 1000).toFixed(0)} ms per copy with the agent's renders)`,
    `   agent render alone: median ${ms(median(idle))}, p95 ${ms(percentile(idle, 95))} (${idle.length} renders)`,
    `   agent render meanwhile: median ${ms(median(during))}, p95 ${ms(p95)} (limit ${LIMITS.agentP95} ms, ${during.length} renders)`,
  ].join('\n'),
);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
process.exit(running === LOCATIONS && allMs <= LIMITS.allRenderedMs && p95 < LIMITS.agentP95 ? 0 : 1);

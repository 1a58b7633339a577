// Probe of every documented route: who gets what (tenant and right leaks), then requests generated
// from the OpenAPI contract (5xx and internal details; among them deep and wide JSON bodies, and every JSON
// route once more with bodies 10,000 levels deep and with 20,000-entry arrays). Figures in docs/BENCHMARKS.md.
// Run: node --import tsx bench/route-fuzz.ts [--runs 60] [--seed 1]   (PGlite in memory, or DATABASE_URL)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { companies } from '../apps/server/src/db/schema.js';
import { createRoleWithRights } from '../apps/server/src/db/seed/base.js';
import {
  deepAndWideRequests,
  fuzzRoutes,
  injectOptions,
  LEAKS_INTERNALS,
} from '../apps/server/src/test/contract-fuzz.js';
import { createTestDatabase } from '../apps/server/src/test/database.js';
import { addDevice, addPlaylist, addUser, signIn } from '../apps/server/src/test/factory/index.js';
import { seedFixtures } from '../apps/server/src/test/fixtures.js';
import { ALL_BUT_OTHER } from '../apps/server/src/test/location-reach.js';
import { PUBLIC_ROUTES as PUBLIC } from '../apps/server/src/test/public-routes.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 60);
const SEED = arg('seed', Date.now() % 1_000_000);

const dir = mkdtempSync(join(tmpdir(), 'signage-fuzz-'));
const database = await createTestDatabase();
const config = loadConfig({
  DATA_DIR: dir,
  SCRYPT_COST: '1024',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  WEB_DIST: '',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const app = await buildApp({ config, db: database.db, logger: false });
await app.ready();
const db = database.db;
const fx = await seedFixtures(app, db);
const locationA2 = randomUUID();
await db.insert(companies).values({ guid: locationA2, name: 'Standort A2', isMother: 0, guidParent: fx.networkA });
const deviceA = await addDevice(db, { guidParent: fx.networkA, guidCompany: fx.locationA });
const deviceA2 = await addDevice(db, { guidParent: fx.networkA, guidCompany: locationA2 });
const deviceB = await addDevice(db, { guidParent: fx.networkB, guidCompany: fx.locationB });
const playlistA = await addPlaylist(db, { guidCompany: fx.locationA }, 2);
const playlistA2 = await addPlaylist(db, { guidCompany: locationA2 }, 2);
const playlistB = await addPlaylist(db, { guidCompany: fx.locationB }, 2);
// A user at location A1 whose custom role holds every right but the …_OTHER ones.
const allButOther = await createRoleWithRights(db, 'Alles außer _OTHER', 'Bench', ALL_BUT_OTHER, fx.networkA);
await addUser(db, { username: 'standort-alles', guidParent: fx.locationA, guidRole: allButOther });
const tokens = { ...fx.tokens, standortAlles: await signIn({ app }, 'standort-alles') };

type Actor = keyof typeof tokens | null;
const call = (actor: Actor, options: ReturnType<typeof injectOptions>) =>
  app.inject({
    ...options,
    headers: { ...options.headers, ...(actor ? { authorization: `Bearer ${tokens[actor]}` } : {}) },
  });

/** Objects an actor must never get back in a successful answer (guids of another network or location). */
const sibling = [locationA2, deviceA2, playlistA2, fx.networkB, fx.locationB, deviceB, playlistB, fx.users.netB];
const foreign: Record<'netB' | 'standortA' | 'standortAlles', string[]> = {
  netB: [
    fx.networkA,
    fx.locationA,
    locationA2,
    deviceA,
    deviceA2,
    playlistA,
    playlistA2,
    fx.users.netA,
    fx.users.standortA,
  ],
  standortA: sibling,
  standortAlles: [...sibling, fx.users.netA],
};
const SELF = new Set(['GET /v1/user/me', 'GET /v1/user/logout']);

const started = performance.now();
const probe = { requests: 0, serverErrors: 0, leaks: [] as string[] };
for (const route of fuzzRoutes(app, [])) {
  const key = `${route.method} ${route.path}`;
  if (key === 'GET /v1/user/logout') continue; // would end the probing session
  for (const actor of [null, 'nobody', 'netB', 'standortA', 'standortAlles'] as const) {
    const targets = actor === null || actor === 'nobody' ? [fx.networkA, deviceA, playlistA] : foreign[actor];
    const [withTargets] = fuzzRoutes(app, targets).filter((r) => `${r.method} ${r.path}` === key);
    for (const req of fc.sample(withTargets.request, { numRuns: 8, seed: SEED })) {
      const res = await call(actor, injectOptions(route.method, req));
      probe.requests++;
      if (res.statusCode >= 500) probe.serverErrors++;
      if (res.statusCode >= 300) continue;
      const who = actor ?? 'anonymous';
      // The screens' protocol (/api/…) is authorised by the device key, not by a login.
      const sent = `${req.url} ${JSON.stringify(req.body ?? '')}`;
      const leaked =
        actor === null || actor === 'nobody'
          ? !route.path.startsWith('/v1/')
            ? false
            : !PUBLIC.has(key) && !(actor === 'nobody' && SELF.has(key))
          : foreign[actor].some((guid) => res.body.includes(guid) && !sent.includes(guid));
      if (leaked) probe.leaks.push(`${who} ${route.method} ${req.url} -> ${res.statusCode}`);
    }
  }
}
const probeSeconds = (performance.now() - started) / 1000;

const fuzz = { requests: 0, serverErrors: [] as string[], internals: [] as string[] };
const fuzzStarted = performance.now();
const ids = [fx.networkA, fx.locationA, locationA2, fx.networkB, deviceA, deviceB, playlistA, playlistB];
const ACTORS = [null, 'admin', 'netA', 'netB', 'standortA', 'support', 'nobody'] as const;
const deepAndWide = { deep: 0, wide: 0, deepRefused: 0 };
for (const route of fuzzRoutes(app, ids)) {
  if (route.method === 'GET' && route.path === '/v1/user/logout') continue;
  const samples = fc.sample(fc.tuple(fc.constantFrom(...ACTORS), route.request), { numRuns: RUNS, seed: SEED });
  const extra = deepAndWideRequests(route, ids, SEED).map((req) => ['admin' as const, req] as const);
  for (const [actor, req] of [...samples, ...extra]) {
    const res = await call(actor, injectOptions(route.method, req));
    fuzz.requests++;
    if ('deep' in req) {
      deepAndWide[req.deep ? 'deep' : 'wide']++;
      if (req.deep && res.statusCode === 400) deepAndWide.deepRefused++;
    }
    const where = `${actor ?? 'anonymous'} ${route.method} ${req.url.slice(0, 120)}`;
    if (res.statusCode >= 500) fuzz.serverErrors.push(`${where} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    if (LEAKS_INTERNALS.test(res.body)) fuzz.internals.push(`${where}: ${res.body.slice(0, 160)}`);
  }
}
const fuzzSeconds = (performance.now() - fuzzStarted) / 1000;

console.log(
  `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, seed ${SEED}, ${RUNS} requests per route`,
);
console.log(
  `probe (anonymous, no rights, other network, location user, location user with all but _OTHER): ${probe.requests} requests in ${probeSeconds.toFixed(1)} s, ` +
    `${probe.serverErrors} 5xx, ${probe.leaks.length} leaks`,
);
for (const leak of probe.leaks.slice(0, 20)) console.log(`  leak: ${leak}`);
console.log(
  `fuzz (all actors, generated from the contract): ${fuzz.requests} requests in ${fuzzSeconds.toFixed(1)} s, ` +
    `${fuzz.serverErrors.length} 5xx, ${fuzz.internals.length} answers with internal details`,
);
console.log(
  `  of them ${deepAndWide.deep} with a body 10,000 levels deep (${deepAndWide.deepRefused} refused with 400), ` +
    `${deepAndWide.wide} with a wide body (arrays of 20,000 entries or 20,000 keys)`,
);
for (const line of [...fuzz.serverErrors, ...fuzz.internals].slice(0, 20)) console.log(`  ${line}`);
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
const failed =
  probe.serverErrors +
  probe.leaks.length +
  fuzz.serverErrors.length +
  fuzz.internals.length +
  (deepAndWide.deep - deepAndWide.deepRefused);
console.log(failed ? 'VERDICT: FAILED' : 'VERDICT: PASS (no 5xx, no leak, no internal detail)');
process.exit(failed ? 1 : 0);

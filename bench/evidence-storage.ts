// Storage of the evidence archive "Nachweis Schaufenster" (the goal: the archive's storage per offer and screen). In
// one process on the embedded database (or DATABASE_URL's PostgreSQL): OFFERS offers placed through the offer tool's
// call (real renders) on SCREENS screens (half landscape, half portrait), re-checked CHECKS times against a local
// provider (every offer's price changes CHANGES times, evenly spread: new version, new images), one day of plays
// reported through POST /api/plays (PLAYS per screen and offer). Measured: bytes of evidence_entries (per row by kind,
// and the table with its indexes per row), the evidence image files per version, the per-day play rollups (play_days)
// per offer, screen and day; then extrapolated to one offer running RUN_DAYS days with hourly re-checks, kept
// EVIDENCE_RETENTION_MONTHS (13). Run: node --import tsx bench/evidence-storage.ts   (OFFERS=6 SCREENS=2 CHECKS=24
// CHANGES=2 PLAYS=40 RUN_DAYS=21)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { benchServerEnv, freePort } from './lib.js';

const num = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const OFFERS = num('OFFERS', 6);
const SCREENS = num('SCREENS', 2);
const CHECKS = num('CHECKS', 24);
const CHANGES = Math.min(num('CHANGES', 2), CHECKS);
const PLAYS = num('PLAYS', 40);
const RUN_DAYS = num('RUN_DAYS', 21);

const { startHttpServer } = await import('../apps/server/src/test/http-test-server.js');
const { buildApp } = await import('../apps/server/src/app.js');
const { loadConfig } = await import('../apps/server/src/config.js');
const { openDatabase } = await import('../apps/server/src/db/client.js');
const { systemConfig, playlistItems } = await import('../apps/server/src/db/schema.js');
const { addDevice, addLocation, addNetwork, addPlaylist } = await import('../apps/server/src/test/factory/index.js');
const { ensureOfferCode } = await import('../apps/server/src/modules/companies/offer-code.js');
const { runOfferChecks } = await import('../apps/server/src/modules/offers/recheck-job.js');
const { sql, inArray } = await import('drizzle-orm');

// Gallery pictures like photos: blurred noise (compresses about as badly as a photo, unlike a flat colour).
const photos = new Map<string, Buffer>();
const photo = async (name: string) => {
  const hit = photos.get(name);
  if (hit) return hit;
  const seed = [...name].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  const jpeg = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: `hsl(${seed % 360},50%,50%)`,
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .blur(4)
    .jpeg({ quality: 82 })
    .toBuffer();
  photos.set(name, jpeg);
  return jpeg;
};
const prices = new Map<string, number>();
let origin = '';
const offer = (id: string, price: number) => ({
  id,
  hotelName: `Hotel Nachweis ${id}`,
  destination: 'Mallorca',
  region: 'Cala Millor',
  stars: 4,
  price,
  priceInfo: 'pro Person im Doppelzimmer inkl. Flug',
  departureDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
  arrivalDate: new Date(Date.now() + 47 * 86_400_000).toISOString().slice(0, 10),
  nights: 7,
  board: 'Halbpension',
  roomType: 'Doppelzimmer Meerblick',
  departureAirport: 'ab Berlin',
  gallery: ['strand', 'pool', 'zimmer'].map((n) => `${origin}/img/${id}-${n}.jpg`),
  offerHost: 'Veranstalter: Nachweis-Reisen GmbH',
});
const provider = await startHttpServer(async (req, res) => {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const image = /^\/img\/([\w-]+)\.jpg$/.exec(path);
  if (image) {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.end(await photo(image[1] as string));
    return;
  }
  const id = /^\/offers\/([^?]+)/.exec(path)?.[1] ?? '';
  const price = prices.get(id);
  res.writeHead(price === undefined ? 404 : 200, { 'content-type': 'application/json' });
  res.end(price === undefined ? '{}' : JSON.stringify(offer(id, price)));
});
origin = provider.origin;

const dir = mkdtempSync(join(tmpdir(), 'bench-evidence-'));
const port = await freePort();
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ dataDir: dir, ...(databaseUrl ? { url: databaseUrl } : {}) });
await database.migrate();
const db = database.db;
const network = await addNetwork(db, { name: 'Benchmark-Netz' });
const location = await addLocation(db, { guidParent: network, name: 'Nachweis-Reisebüro', advisoryId: 'BENCH-EV' });
const code = await ensureOfferCode(db, location);
const screens: Array<{ guid: string; playlist: string }> = [];
for (let i = 0; i < SCREENS; i++) {
  const orientation = i % 2 === 0 ? 'horizontal' : 'vertical';
  const playlist = await addPlaylist(db, { guidCompany: location, name: `Schaufenster ${i + 1}`, orientation });
  screens.push({ guid: await addDevice(db, { guidCompany: location, orientation, guidPlaylist: playlist }), playlist });
}
const config = loadConfig({
  ...benchServerEnv(dir, port),
  OFFER_PROVIDER: 'http',
  OFFER_PROVIDER_URL: provider.origin,
  OFFER_IMAGE_HOSTS: '127.0.0.1',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});
const app = await buildApp({ config, db });
await db
  .insert(systemConfig)
  .values({ name: 'offerCheck', data: JSON.stringify({ requestsPerSecond: 1000 }) })
  .onConflictDoUpdate({ target: systemConfig.name, set: { data: JSON.stringify({ requestsPerSecond: 1000 }) } });

const started = performance.now();
const now = Date.now();
for (let i = 0; i < OFFERS; i++) {
  const id = `EV-${i + 1}`;
  prices.set(id, 999 + i * 100);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/pcstd/addToOffice',
    payload: {
      code,
      advisoryId: 'BENCH-EV',
      provider: 'http',
      offerId: id,
      start: now,
      end: now + 14 * 86_400_000,
      targetDevices: screens.map((s) => s.guid),
    },
    remoteAddress: '198.51.100.7',
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}
const changeAt = new Set(Array.from({ length: CHANGES }, (_, n) => Math.floor(((n + 1) * CHECKS) / (CHANGES + 1))));
for (let c = 0; c < CHECKS; c++) {
  if (changeAt.has(c)) for (const [id, price] of prices) prices.set(id, price - 50);
  const counts = await runOfferChecks(app.ctx);
  if (counts.errors) throw new Error(`re-check errors: ${JSON.stringify(counts)}`);
}

// One day of plays: each screen polls (served), then reports PLAYS showings of each of its offer items.
const items = await db
  .select({ guid: playlistItems.guid, playlist: playlistItems.guidPlaylist })
  .from(playlistItems)
  .where(
    inArray(
      playlistItems.guidPlaylist,
      screens.map((s) => s.playlist),
    ),
  );
for (const s of screens) {
  const poll = await app.inject({ method: 'GET', url: `/api/playlist?key=${s.guid}&version=bench` });
  if (poll.statusCode !== 200) throw new Error(poll.body);
  const own = items.filter((i) => i.playlist === s.playlist);
  await app.ctx.player.served.flush();
  // the rollup has one row per screen, item and day however many plays: short plays of the last minutes (within
  // the clock skew the ingest allows before the first poll)
  const startAt = Date.now() - 9 * 60_000;
  const plays = Array.from({ length: PLAYS }, (_, n) => n).flatMap((n) =>
    own.map((item, k) => ({ item: item.guid, start: startAt + (n * own.length + k) * 1000, seconds: 1 })),
  );
  for (let from = 0; from < plays.length; from += 500) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/plays?key=${s.guid}`,
      payload: { batchId: randomUUID(), plays: plays.slice(from, from + 500) },
    });
    if (res.statusCode !== 200) throw new Error(`plays: ${res.body}`);
  }
}
const setupSeconds = (performance.now() - started) / 1000;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as { rows: unknown[] }).rows as T[];
const kinds = await rows<{ kind: string; n: number; bytes: number }>(
  sql`select kind, count(*)::int as n, avg(pg_column_size(e.*))::float as bytes from evidence_entries e group by kind order by kind`,
);
const [table] = await rows<{ total: number; n: number }>(
  sql`select pg_total_relation_size('evidence_entries')::float as total, (select count(*)::int from evidence_entries) as n`,
);
const [days] = await rows<{ total: number; n: number; row: number }>(
  sql`select pg_total_relation_size('play_days')::float as total, count(*)::int as n, avg(pg_column_size(d.*))::float as row from play_days d`,
);
let imageBytes = 0;
let imageFiles = 0;
for (const r of await rows<{ key: string }>(
  sql`select data->>'key' as key from evidence_entries where kind = 'image'`,
)) {
  const size = await app.ctx.files.size(r.key);
  imageBytes += size ?? 0;
  imageFiles += 1;
}
const perKind = Object.fromEntries(kinds.map((k) => [k.kind, { rows: k.n, bytesPerRow: Math.round(k.bytes) }]));
const totalRows = table?.n ?? 1;
const tableBytesPerRow = (table?.total ?? 0) / totalRows;
const versions = perKind.version?.rows ?? 0;
const imagePerVersion = versions ? imageBytes / versions : 0;
// One offer placed once, running RUN_DAYS days, re-checked hourly, CHANGES price changes, on one screen each day.
// Row bytes as stored (pg_column_size) per kind; the tables' own size per row is page-dominated at this size.
const rowBytes = (kind: string) => perKind[kind]?.bytesPerRow ?? 0;
const recheckRows = RUN_DAYS * 24;
const offerVersions = CHANGES + 1;
const offerRows = recheckRows + 1 + offerVersions * 3 + 1; // rechecks, placed, version + 2 images each, take-down
const archiveBytes =
  (recheckRows + 1) * rowBytes('recheck') +
  rowBytes('placed') +
  offerVersions * (rowBytes('version') + 2 * rowBytes('image'));
const result = {
  date: new Date().toISOString(),
  engine: databaseUrl ? 'PostgreSQL' : 'PGlite',
  machine: `${cpus().length} × ${cpus()[0]?.model ?? '?'}, load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
  setup: { OFFERS, SCREENS, CHECKS, CHANGES, PLAYS, setupSeconds: Math.round(setupSeconds) },
  evidenceEntries: {
    perKind,
    rows: totalRows,
    tableWithIndexesBytes: table?.total,
    tableBytesPerRow: Math.round(tableBytesPerRow),
  },
  images: { files: imageFiles, bytes: imageBytes, perVersionBytes: Math.round(imagePerVersion) },
  playDays: { rows: days?.n, bytesPerRowData: Math.round(days?.row ?? 0), tableWithIndexesBytes: days?.total },
  perOffer13Months: {
    assumption: `${RUN_DAYS} Tage, stündlich geprüft, ${CHANGES} Preisänderungen, je Bildschirm ein Tagesrollup je Tag`,
    archiveRows: offerRows,
    archiveBytes: Math.round(archiveBytes),
    imageBytes: Math.round(offerVersions * imagePerVersion),
    rollupBytesPerScreen: Math.round(RUN_DAYS * (days?.row ?? 0)),
  },
};
console.log(JSON.stringify(result, null, 2));
await app.close();
await database.close();
await provider.close();
rmSync(dir, { recursive: true, force: true });

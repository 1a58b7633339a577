// 'läuft gerade': the cost of the web player's notice (POST /api/showing, gathered in memory), of writing 1,000
// screens' notices in one statement, and of the lookup the support list adds (one query per page of 100 screens, every
// screen with a row). Run: node --import tsx bench/now-playing.ts   (DATABASE_URL=postgres://… for PostgreSQL; PGlite
// otherwise)
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { companies, devices, playlistItems, playlists } from '../apps/server/src/db/schema.js';
import { nowPlayingOf } from '../apps/server/src/modules/plays/now-playing.js';
import { startBenchApp, summary } from './companies-setup.js';

const SCREENS = 1000;
const NOTICES = 2000;
const PAGES = 50;

const bench = await startBenchApp();
const { db } = bench.database;
const network = randomUUID();
const playlist = randomUUID();
await db.insert(companies).values({ guid: network, isMother: 1, name: 'Netz' });
await db.insert(playlists).values({ guid: playlist, name: 'Schleife', guidCompany: network });
const items = Array.from({ length: 20 }, (_, i) => ({
  guid: randomUUID(),
  guidPlaylist: playlist,
  orderNr: (i + 1) * 100,
  name: `Bild ${i}.jpg`,
  type: 'IMAGE',
  thumb: `data:image/jpeg;base64,${'A'.repeat(12_000)}`,
}));
await db.insert(playlistItems).values(items);
const screens = Array.from({ length: SCREENS }, (_, i) => ({
  guid: randomUUID(),
  name: `TV ${i}`,
  deviceState: 'ACTIVE',
  guidParent: network,
  guidCompany: network,
  guidPlaylist: playlist,
}));
await db.insert(devices).values(screens);

const load = loadavg()[0]?.toFixed(1);
const times: number[] = [];
const started = Date.now();
for (let n = 0; n < NOTICES; n++) {
  const screen = screens[n % SCREENS] as { guid: string };
  const t = performance.now();
  const res = await bench.app.inject({
    method: 'POST',
    url: `/api/showing?key=${screen.guid}`,
    payload: { item: (items[n % items.length] as { guid: string }).guid, start: started + n },
  });
  times.push(performance.now() - t);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
}
const notice = summary(times);
// one write of what 1,000 screens sent within a second
for (let n = 0; n < SCREENS; n++) {
  await bench.app.inject({
    method: 'POST',
    url: `/api/showing?key=${(screens[n] as { guid: string }).guid}`,
    payload: { item: (items[n % items.length] as { guid: string }).guid, start: started + NOTICES + n },
  });
}
const { showingBuffer } = await import('../apps/server/src/modules/plays/showing-buffer.js');
const flushStarted = performance.now();
await showingBuffer(bench.app.ctx).flush();
const flushMs = performance.now() - flushStarted;
const ctx = bench.app.ctx;
const lookups: number[] = [];
for (let p = 0; p < PAGES; p++) {
  const page = screens.slice((p % 10) * 100, (p % 10) * 100 + 100).map((s) => s.guid);
  const t = performance.now();
  const found = await nowPlayingOf(ctx, page, () => true);
  lookups.push(performance.now() - t);
  if (found.size !== 100) throw new Error(`found ${found.size}`);
}
const lookup = summary(lookups);
console.log(
  JSON.stringify(
    {
      database: bench.kind,
      loadAverageAtStart: load,
      noticeMs: { ...notice, perSecondSequential: Math.round(1000 / (notice.median || 1)) },
      flushOf1000NoticesMs: flushMs,
      lookupPageOf100Ms: lookup,
    },
    null,
    2,
  ),
);
await bench.close();

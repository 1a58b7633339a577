// The SMIL index against the JSON poll, same run, same server: 200 screens on one playlist of 50 items (a location
// with opening hours), GET /smil/{id}/index.smil and GET /api/playlist?key= with rotating keys, each full (200) and
// unchanged (304, with the ETag each answer gave), in alternating 5 s rounds (autocannon, 16 connections, no gzip).
// Goals: the index's 304 as fast as the poll's 304 (≥ 90 % of its rate); a full index within 2× of the JSON answer.
// Run: node --import tsx bench/smil-index.ts   (PGlite in a temp dir)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SCREENS = 200;
const ITEMS = 50;
const ROUND_SECONDS = 5;
const ROUNDS = 2;

type Kind = 'json' | 'smil';
const path = (kind: Kind, key: string) => (kind === 'json' ? `/api/playlist?key=${key}` : `/smil/${key}/index.smil`);

function run(url: string, kind: Kind, keys: string[], etags: Map<string, string> | null) {
  let i = 0;
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 16,
        duration: ROUND_SECONDS,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const key = keys[i++ % keys.length] as string;
              const etag = etags?.get(key);
              return { ...req, path: path(kind, key), headers: etag ? { 'if-none-match': etag } : {} };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-smil-'));
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const f = await import('../apps/server/src/test/factory/index.js');
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const db = database.db;
  const network = await f.addNetwork(db, {});
  const hours = {
    weekly: Object.fromEntries(
      ['mo', 'di', 'mi', 'do', 'fr', 'sa'].map((d) => [d, [{ from: '08:00', till: '20:00' }]]),
    ),
    exceptions: [],
  };
  const location = await f.addLocation(db, { guidParent: network, timeZone: 'Europe/Berlin', openingHours: hours });
  const playlist = await f.addPlaylist(db, { guidCompany: location });
  for (let n = 0; n < ITEMS; n++) {
    await f.addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: (n + 1) * 100,
      ...(n % 5 === 0 ? { schedule: { kind: 'open' as const } } : {}),
    });
  }
  const keys: string[] = [];
  for (let n = 0; n < SCREENS; n++) {
    keys.push(await f.addDevice(db, { guidCompany: location, guidParent: network, guidPlaylist: playlist }));
  }
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_DIST: '',
    POLL_LIMIT: '100000000',
  });
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const etags: Record<Kind, Map<string, string>> = { json: new Map(), smil: new Map() };
    const sizes: Record<Kind, number> = { json: 0, smil: 0 };
    for (const kind of ['json', 'smil'] as const) {
      for (const key of keys) {
        const res = await fetch(`${url}${path(kind, key)}`);
        const body = await res.text();
        if (res.status !== 200) throw new Error(`${kind} ${res.status}: ${body}`);
        etags[kind].set(key, res.headers.get('etag') ?? '');
        sizes[kind] = body.length;
      }
    }
    const rates: Record<string, number[]> = {};
    const p50: Record<string, number[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [kind, cached] of [
        ['json', false],
        ['smil', false],
        ['json', true],
        ['smil', true],
      ] as const) {
        const r = await run(url, kind, keys, cached ? etags[kind] : null);
        if (r.errors || r.timeouts) throw new Error(`${kind}: errors ${r.errors}, timeouts ${r.timeouts}`);
        if (r.non2xx - r['3xx'] > 0 || (cached && r['2xx'] > 0)) throw new Error(`${kind}: unexpected status`);
        const name = `${kind} ${cached ? '304' : '200'}`;
        rates[name] = [...(rates[name] ?? []), r.requests.average];
        p50[name] = [...(p50[name] ?? []), r.latency.p50];
      }
    }
    const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    console.log(`answer size: JSON ${sizes.json} B, SMIL ${sizes.smil} B (${ITEMS} items)`);
    for (const name of Object.keys(rates)) {
      console.log(`${name}: ${avg(rates[name] ?? []).toFixed(0)} req/s, p50 ${avg(p50[name] ?? []).toFixed(1)} ms`);
    }
    const notModified = avg(rates['smil 304'] ?? []) / avg(rates['json 304'] ?? [1]);
    const full = avg(rates['json 200'] ?? []) / avg(rates['smil 200'] ?? [1]);
    console.log(
      `SMIL 304 rate / JSON 304 rate: ${notModified.toFixed(2)} (goal ≥ 0.90) ${notModified >= 0.9 ? 'PASS' : 'FAIL'}`,
    );
    console.log(`JSON 200 rate / SMIL 200 rate: ${full.toFixed(2)} (goal ≤ 2.00) ${full <= 2 ? 'PASS' : 'FAIL'}`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

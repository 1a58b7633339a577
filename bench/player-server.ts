// The server process of bench/player-protocol.ts and bench/push.ts: the player data (bench/player-data.ts) in
// PGlite in a temp dir or on DATABASE_URL, the app listening on 127.0.0.1, the screens' keys in a file.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Starts it in `dir`; the server modules are loaded only here, after the heap limit (as main.ts does). */
export async function startPlayerServer(dir: string) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth();
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { createTestDatabase } = await import('../apps/server/src/test/database.js');
  const { seedPlayerData } = await import('./player-data.js');
  const url = process.env.DATABASE_URL;
  const database = url ? await createTestDatabase() : await openDatabase({ dataDir: dir });
  if (!url) await database.migrate();
  const started = performance.now();
  const data = await seedPlayerData(database.db, Date.now());
  const seedMs = performance.now() - started;
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_DIST: '',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(data.keys));
  return { app, database, port, keysFile, seedMs, kind: url ? 'PostgreSQL' : 'PGlite (temp dir)' };
}

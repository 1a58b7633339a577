import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { importHotelRecords } from '../apps/server/src/modules/hotels/importer.js';
import { DatabaseHotelDirectory } from '../apps/server/src/modules/hotels/database-directory.js';
import { generatedHotel } from './hotel-data.js';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
if (!process.env.KEEP) { await admin.query('drop database if exists hotels_probe with (force)'); await admin.query('create database hotels_probe'); }
await admin.end();
const database = await openDatabase({ dataDir: '/work/tmp/probe-pglite' });
await database.migrate();
if (!process.env.KEEP) {
  const t = performance.now();
  const counts = await importHotelRecords(database.db, (function* () { for (let i = 0; i < 100000; i++) yield generatedHotel(i); })(), { clock: { now: () => Date.now() } as any });
  console.log('import', counts.created, ((performance.now() - t) / 1000).toFixed(1), 's');
}
const dir = new DatabaseHotelDirectory(database.db);
for (const q of ['iberostar palma', 'iberostra palma', 'hotel playa', 'resort', 'kos', 'mallorca', 'playa maspalomas', 'sunwing lagon', 'aurora side', 'bela vista']) {
  const t = performance.now();
  const r = await dir.search({ name: q, limit: 50 });
  const t1 = performance.now();
  await dir.search({ name: q, limit: 50 });
  console.log(q.padEnd(20), r.length, (t1 - t).toFixed(1), (performance.now() - t1).toFixed(1), 'ms');
}
await database.close();

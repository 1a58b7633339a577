import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readFileSync, readdirSync } from 'node:fs';
let t = performance.now();
const db = new PGlite({ extensions: { pg_trgm } });
await db.waitReady;
console.log('init', (performance.now() - t).toFixed(0));
t = performance.now();
const dir = 'src/db/migrations';
for (const f of readdirSync(dir).filter((f) => f.endsWith('.sql')).sort()) {
  for (const s of readFileSync(`${dir}/${f}`, 'utf8').split('--> statement-breakpoint')) await db.exec(s);
}
console.log('migrate', (performance.now() - t).toFixed(0));
t = performance.now();
const dump = await db.dumpDataDir('none');
console.log('dump', (performance.now() - t).toFixed(0), dump.size);
t = performance.now();
const db2 = new PGlite({ extensions: { pg_trgm }, loadDataDir: dump });
await db2.waitReady;
console.log('load', (performance.now() - t).toFixed(0), (await db2.query("select count(*) from pg_tables where schemaname='public'")).rows);

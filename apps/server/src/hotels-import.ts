// `npm run hotels:import -- <file.jsonl>`: imports a hotel file (JSON lines, docs/HOTEL-IMPORT.md) into the
// configured database (DATABASE_URL, else the PGlite in DATA_DIR, which must not be in use by a running
// server then), like the system page's import, with progress and refused lines on the terminal in German.
// Exit code 0: every line imported; 1: lines refused or the import failed (the output says which).
import { createReadStream, existsSync } from 'node:fs';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { say as out, runCli } from './lib/cli.js';
import { systemClock } from './lib/clock.js';
import { lockDataDir } from './lib/data-dir.js';
import { type ImportCounts, importHotelLines } from './modules/hotels/importer.js';

const PROGRESS_EVERY_MS = 1000;
const summary = (c: ImportCounts) =>
  `${c.lines} Zeilen gelesen: ${c.created} neu, ${c.updated} geändert, ${c.errorCount} abgelehnt`;

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    process.stderr.write(file ? `Datei nicht gefunden: ${file}\n` : 'Aufruf: npm run hotels:import -- <datei.jsonl>\n');
    return 1;
  }
  const config = loadConfig();
  // The embedded database has one owner: not while a server runs on the same DATA_DIR.
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    out(`Hotelimport aus ${file} in ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'} …`);
    let shown = 0;
    let reported = 0;
    const counts = await importHotelLines(database.db, createReadStream(file), {
      clock: systemClock,
      onProgress: (c) => {
        for (const e of c.errors.slice(reported)) process.stderr.write(`Zeile ${e.line}: ${e.message}\n`);
        reported = c.errors.length;
        if (systemClock.now() - shown >= PROGRESS_EVERY_MS) {
          shown = systemClock.now();
          out(`  … ${summary(c)}`);
        }
      },
    });
    out(`Fertig. ${summary(counts)}.`);
    if (counts.errorCount > reported) out(`(Nur die ersten ${reported} abgelehnten Zeilen sind oben aufgeführt.)`);
    return counts.errorCount > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

// Our own start errors (DATA_DIR in use, database unreachable) say what is wrong; others keep their stack.
runCli('Hotelimport', main);

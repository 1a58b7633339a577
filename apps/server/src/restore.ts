// `npm run restore -- <file>`: restores a backup archive into the EMPTY installation that DATABASE_URL /
// DATA_DIR name (no server may run on DATA_DIR). Backup from the embedded database + restore with
// DATABASE_URL set is the move to PostgreSQL.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runCli, say } from './lib/cli.js';
import { lockDataDir } from './lib/data-dir.js';
import { fileStorage } from './lib/file-storage.js';
import { describeManifest, InvalidBackup } from './modules/backup/archive.js';
import { RestoreRefused, restoreBackup } from './modules/backup/restore.js';

/** Why `file` cannot be a backup, before anything is opened: missing, a folder, empty; null when it may be one. */
function notAnArchive(file: string): string | null {
  if (!existsSync(file)) return `Datei nicht gefunden: ${file}`;
  const info = statSync(file);
  if (info.isDirectory()) return `${file} ist ein Ordner, keine Sicherungsdatei (…tar.gz).`;
  if (info.size === 0) return `Die Datei ${file} ist leer, keine Sicherung.`;
  return null;
}

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Aufruf: npm run restore -- <sicherung.tar.gz>\n');
    return 1;
  }
  const refused = notAnArchive(file);
  if (refused) throw new InvalidBackup(refused);
  const config = loadConfig();
  // The files go to DATA_DIR/files (and the embedded database is there): no server may use it meanwhile.
  lockDataDir(config.dataDir);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    say(
      `Wiederherstellung von ${file} in ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'} …`,
    );
    const manifest = await restoreBackup(database, await fileStorage(config), () => createReadStream(file));
    say('Wiederhergestellt und geprüft (Zeilen und Prüfsummen wie im Manifest):');
    say(describeManifest(manifest));
    return 0;
  } finally {
    await database.close();
  }
}

runCli('Wiederherstellung', main, [InvalidBackup, RestoreRefused]);

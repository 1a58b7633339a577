// `npm run backup -- [file]`: writes a backup archive (modules/backup/archive.ts) of the installation that
// DATABASE_URL / DATA_DIR name. PostgreSQL is read directly (a server may run); the embedded database
// directly when no server runs on DATA_DIR, else through the running server (DATA_DIR/control.json).
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runCli, say } from './lib/cli.js';
import { assertEmbeddedDatabase, lockDataDir } from './lib/data-dir.js';
import { fileStorage } from './lib/file-storage.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { describeManifest, InvalidBackup, readArchive } from './modules/backup/archive.js';
import { readControlFile } from './modules/backup/control.js';
import { writeBackup } from './modules/backup/dump.js';

/** Whether DATA_DIR is free (then this process holds it) or a running server owns it. */
function ownDataDir(dataDir: string): boolean {
  try {
    lockDataDir(dataDir);
    return true;
  } catch (err) {
    if (err instanceof StartError && err.exitCode === EXIT_CODES.dataDirInUse) return false;
    throw err;
  }
}

async function fromRunningServer(dataDir: string, file: string): Promise<void> {
  const control = readControlFile(dataDir);
  if (!control) {
    throw new StartError(
      `Ein Server läuft auf ${dataDir}, aber ${dataDir}/control.json fehlt (Server älter als dieses Programm?). ` +
        'Bitte den Server neu starten oder beenden und die Sicherung dann erneut aufrufen.',
    );
  }
  say(`Sicherung über den laufenden Server (${control.url}) …`);
  const response = await fetch(`${control.url}/v1/system/backup`, {
    headers: { authorization: `Bearer ${control.token}` },
  });
  if (!response.ok || !response.body) {
    throw new StartError(`Der Server hat die Sicherung abgelehnt (HTTP ${response.status}: ${await response.text()}).`);
  }
  await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
}

async function main(): Promise<number> {
  const config = loadConfig();
  const target = process.argv[2] || `backup-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.tar.gz`;
  const part = `${target}.part`;
  try {
    if (!config.databaseUrl) assertEmbeddedDatabase(config.dataDir, 'npm run backup');
    if (!config.databaseUrl && !ownDataDir(config.dataDir)) await fromRunningServer(config.dataDir, part);
    else {
      const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
      try {
        say(`Sicherung aus ${database.kind === 'pglite' ? `PGlite (${config.dataDir})` : 'PostgreSQL'} …`);
        await writeBackup(database, await fileStorage(config), createWriteStream(part));
      } finally {
        await database.close();
      }
    }
    // Read back in full: a cut download or a bad disk shows here, not at the restore.
    const manifest = await readArchive(createReadStream(part), {
      header: async () => undefined,
      rows: async () => undefined,
      file: async (_key, data) => {
        data.resume();
        await finished(data);
      },
    });
    await rename(part, target);
    say(`Sicherung geschrieben: ${target}`);
    say(describeManifest(manifest));
    return 0;
  } catch (err) {
    await rm(part, { force: true });
    throw err;
  }
}

runCli('Sicherung', main, [InvalidBackup]);

import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { ensureDataDir, lockDataDir } from './lib/data-dir.js';
import { fileStorage } from './lib/file-storage.js';
import { limitHeapGrowth } from './lib/heap.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { clearTempFiles, sweepTempFiles } from './lib/temp-files.js';
import { writeControlFile } from './modules/backup/control.js';
import { isFreshEmbeddedDatabase, setUp, setUpInOwnProcess } from './setup.js';

limitHeapGrowth();

async function main() {
  const config = configOrStartError();
  // Several servers may share one PostgreSQL and one DATA_DIR for files (docs/OPERATIONS.md "Several server processes");
  // the embedded database belongs to one server. Before anything touches DATA_DIR: a second server on it
  // would lose data, and the temp files cleared below may be a running server's uploads.
  const shared = Boolean(config.databaseUrl);
  if (shared) ensureDataDir(config.dataDir);
  else lockDataDir(config.dataDir);
  const storage = await fileStorage(config);
  // Whatever is in tmp/ was left by a process that ended mid-upload or mid-import (kill -9, power loss).
  // With shared files it may be another server's upload in progress: the sweep's age limit decides then.
  if (!shared) await clearTempFiles(storage);
  // A new embedded database is created, migrated and seeded by a short-lived process (setup.ts: what initdb
  // and the demo data leave in memory goes with it); the server then opens it with a fresh engine.
  const firstSetup = !shared && isFreshEmbeddedDatabase(config.dataDir) ? await setUpInOwnProcess() : null;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onEngineLost: () => {
      process.stderr.write(
        `Die eingebettete Datenbank ist unerwartet beendet worden; der Server stoppt (Exit-Code ${EXIT_CODES.engineLost}) ` +
          'und kann neu gestartet werden.\n',
      );
      process.exit(EXIT_CODES.engineLost);
    },
  });
  // Servers starting together on one PostgreSQL take turns: one migrates and seeds, the next finds it done.
  const setup = await setUp(database, config, storage);
  const { report, demoHotels } = firstSetup ?? setup;
  sweepTempFiles(storage, systemClock);
  const app = await buildApp({ config, db: database.db, files: storage });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by scripts/start.mjs with an IPC channel: if that process goes away (kill -9), so does the server.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => void shutdown('disconnect'));
  }

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address && typeof address === 'object') writeControlFile(config.dataDir, config.host, address.port);
  const url = config.publicUrl ?? `http://localhost:${config.port}`;
  const lines = [
    '',
    `  Digital-Signage-Plattform läuft: ${url}`,
    `  Datenbank: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
  ];
  if (report.admin) {
    lines.push(`  Administrator: ${report.admin.username} / ${report.admin.password ?? '(ADMIN_PASSWORD)'}`);
  }
  if (report.demo) {
    lines.push(
      `  Demo-Benutzer (Passwort ${report.demo.password}): ${report.demo.users.map((u) => `${u.username} (${u.role})`).join(', ')}`,
    );
  }
  if (!report.firstStart) lines.push('  Anmeldedaten wurden beim ersten Start ausgegeben.');
  if (demoHotels) lines.push(`  Demo-Hotels angelegt: ${demoHotels.created}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

/** A bad setting ends the start with its German message, not a stack trace. */
function configOrStartError() {
  try {
    return loadConfig();
  } catch (err) {
    throw new StartError((err as Error).message, EXIT_CODES.startFailed, err);
  }
}

main().catch((err) => {
  // Our own start errors say what is wrong; anything else keeps its stack for a bug report.
  const text =
    err instanceof StartError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`Start fehlgeschlagen: ${text}\n`);
  process.exit(err instanceof StartError ? err.exitCode : EXIT_CODES.startFailed);
});

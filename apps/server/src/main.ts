import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seed } from './db/seed/index.js';
import { systemClock } from './lib/clock.js';
import { fileStorage } from './lib/file-storage.js';
import { limitHeapGrowth } from './lib/heap.js';

/** Temporary files (uploads, conversions) this old are left over from a crash; removed at start. */
const TEMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;

limitHeapGrowth();

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    onEngineLost: () => {
      process.stderr.write('Die eingebettete Datenbank ist unerwartet beendet worden; der Server stoppt.\n');
      process.exit(1);
    },
  });
  await database.migrate();
  const storage = fileStorage(config);
  const report = await seed(database.db, config, storage, systemClock);
  await storage.removeOlderThan('tmp', systemClock.now() - TEMP_MAX_AGE_MS);
  const app = await buildApp({ config, db: database.db });

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

  await app.listen({ port: config.port, host: config.host });
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
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((err) => {
  process.stderr.write(`Start fehlgeschlagen: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

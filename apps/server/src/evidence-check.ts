// `npm run evidence:check`: walks the hash chain of the evidence archive "Nachweis Schaufenster"
// (modules/evidence/chain.ts) of the installation DATABASE_URL / DATA_DIR name and says whether it is intact
// and where it breaks. Exit code 0: intact (or empty), 3: broken. The embedded database only while no server
// runs on DATA_DIR; with PostgreSQL the servers may run (the check only reads).
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runCli, say } from './lib/cli.js';
import { assertEmbeddedDatabase, lockDataDir } from './lib/data-dir.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { chainSentence, checkChain } from './modules/evidence/chain.js';

export const CHAIN_BROKEN_EXIT = 3;

async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    assertEmbeddedDatabase(config.dataDir, 'npm run evidence:check');
    try {
      lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof StartError && err.exitCode === EXIT_CODES.dataDirInUse) {
        throw new StartError(
          `${err.message} Die eingebettete Datenbank lässt sich nur bei beendetem Server prüfen.`,
          err.exitCode,
        );
      }
      throw err;
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const check = await checkChain(database.db);
    say(chainSentence(check));
    return check.intact ? 0 : CHAIN_BROKEN_EXIT;
  } finally {
    await database.close();
  }
}

runCli('Prüfung des Nachweis-Archivs', main);

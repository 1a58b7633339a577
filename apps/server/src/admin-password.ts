// `npm run admin:password -- <username> [--stdin]`: sets a new password for a user (a lost administrator
// password) in the installation DATABASE_URL / DATA_DIR name. The new password comes from NEW_PASSWORD, from
// the first line of stdin (--stdin), or is generated and printed. The user's sessions end. The embedded
// database only while no server runs on DATA_DIR; with PostgreSQL the servers may run (the user's login locks,
// kept in the database there, are lifted).
import { createInterface } from 'node:readline';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { PgThrottleStore } from './db/shared-stores.js';
import { runCli, say } from './lib/cli.js';
import { systemClock } from './lib/clock.js';
import { assertEmbeddedDatabase, lockDataDir } from './lib/data-dir.js';
import { DEFAULT_LIMITS, LoginThrottle } from './lib/login-throttle.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { generatedPassword, PasswordResetRefused, resetPassword } from './modules/users/password-reset.js';

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function main(): Promise<number> {
  const [username, option] = process.argv.slice(2);
  if (!username || (option && option !== '--stdin')) {
    process.stderr.write('Aufruf: npm run admin:password -- <benutzername> [--stdin]  (oder NEW_PASSWORD=… setzen)\n');
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    assertEmbeddedDatabase(config.dataDir, `npm run admin:password -- ${username}`);
    try {
      lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof StartError && err.exitCode === EXIT_CODES.dataDirInUse) {
        throw new StartError(
          `${err.message} Das Passwort der eingebetteten Datenbank lässt sich nur bei beendetem Server zurücksetzen.`,
          err.exitCode,
        );
      }
      throw err;
    }
  }
  const given = option === '--stdin' ? await firstLine() : process.env.NEW_PASSWORD;
  const password = given || generatedPassword(username);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const done = await resetPassword(database.db, username, password, config.scryptCost);
    say(`Passwort von „${done.username}“ neu gesetzt; ${done.sessionsEnded} Anmeldungen beendet.`);
    if (!given) say(`Neues Passwort: ${password}`);
    // On PostgreSQL the login locks are shared by the servers in a table; the embedded one's die with its server.
    if (config.databaseUrl) {
      const throttle = new LoginThrottle(systemClock, DEFAULT_LIMITS, new PgThrottleStore(database.db));
      const lifted = await throttle.forgetUser(done.username);
      say(lifted ? 'Die Anmeldesperre des Benutzers ist aufgehoben.' : 'Der Benutzer war nicht gesperrt.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli('Passwort zurücksetzen', main, [PasswordResetRefused]);

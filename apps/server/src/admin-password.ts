// `npm run admin:password -- <username> [--stdin]`: sets a new password for a user (a lost administrator
// password) in the installation DATABASE_URL / DATA_DIR name. The new password comes from NEW_PASSWORD, from
// the first line of stdin (--stdin), or is generated and printed. The user's sessions end. The embedded
// database only while no server runs on DATA_DIR; with PostgreSQL the server may run (its login lock for the
// user, kept in its memory, is lifted through DATA_DIR/control.json when it runs on this machine).
import { createInterface } from 'node:readline';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { runCli, say } from './lib/cli.js';
import { lockDataDir } from './lib/data-dir.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { readControlFile } from './modules/backup/control.js';
import { generatedPassword, PasswordResetRefused, resetPassword } from './modules/users/password-reset.js';

async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Lifts the running server's login lock for the user (it lives in that process); false when none answers. */
async function unlockRunningServer(dataDir: string, username: string): Promise<boolean> {
  const control = readControlFile(dataDir);
  if (!control) return false;
  try {
    const response = await fetch(`${control.url}/v1/system/login-unlock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${control.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function main(): Promise<number> {
  const [username, option] = process.argv.slice(2);
  if (!username || (option && option !== '--stdin')) {
    process.stderr.write('Aufruf: npm run admin:password -- <benutzername> [--stdin]  (oder NEW_PASSWORD=… setzen)\n');
    return 1;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
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
    if (config.databaseUrl && (await unlockRunningServer(config.dataDir, done.username))) {
      say('Die Anmeldesperre im laufenden Server ist aufgehoben.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli('Passwort zurücksetzen', main, [PasswordResetRefused]);

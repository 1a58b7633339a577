// The first start's database work on the embedded database, in a short-lived process (see setup.ts): opens its
// own engine on DATA_DIR (initdb), migrates, seeds, closes the engine, sends the result over IPC and exits, so
// that neither initdb's nor the seed's memory stays with the running server. Started only by setup.ts, while
// the server holds DATA_DIR's lock.
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { fileStorage } from './lib/file-storage.js';
import { limitHeapGrowth } from './lib/heap.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import { type SetupMessage, setUp } from './setup.js';

limitHeapGrowth();
// If the server goes away (kill -9), so does the setup; its engine follows it.
process.on('disconnect', () => process.exit(EXIT_CODES.startFailed));

async function run(): Promise<SetupMessage> {
  const config = loadConfig();
  const storage = await fileStorage(config);
  const database = await openDatabase({ dataDir: config.dataDir });
  try {
    return { setup: await setUp(database, config, storage) };
  } finally {
    await database.close();
  }
}

const send = (message: SetupMessage) => new Promise<void>((resolve) => process.send?.(message, () => resolve()));
run()
  .catch((err: unknown): SetupMessage => {
    const text =
      err instanceof StartError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
    return { failed: text, exitCode: err instanceof StartError ? err.exitCode : EXIT_CODES.startFailed };
  })
  .then(async (message) => {
    await send(message);
    process.exit('setup' in message ? 0 : message.exitCode);
  });

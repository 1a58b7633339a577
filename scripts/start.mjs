// `npm start`: build the SPA and the server bundle if their sources changed (otherwise nothing is written into the
// checkout), then run the server in this same process (it migrates, seeds on first start, listens): importing the
// bundle's main.js instead of spawning it leaves no wrapper process resident (≈ 55 MB). The server handles
// SIGINT/SIGTERM itself and stops the embedded database. package.json starts this script with `exec`, so that the
// signal npm passes on reaches it and not only the shell in between. `node scripts/start.mjs` is the same without
// npm as a parent (≈ 55 MB less).
import { pathToFileURL } from 'node:url';
import { buildServer, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

// Still building: nothing runs yet. The exit code is the shell's for a signal (130, 143).
const whileBuilding = (signal) => process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, whileBuilding);
try {
  ensureWebBuild();
  await buildServer();
} catch (error) {
  // A checkout the service user may not write, with an out-of-date build: one German sentence, no stack.
  if (error?.name !== 'BuildNotWritable') throw error;
  console.error(error.message);
  process.exit(1);
}
// From here on the server's own handlers stop it gracefully.
for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, whileBuilding);
await import(pathToFileURL(serverEntry).href);

// `npm start`: build the SPA and the server bundle if their sources changed (otherwise nothing is written into the
// checkout), then run the server (migrates, seeds on first
// start, listens). SIGINT/SIGTERM are passed on to the server, which stops the embedded database; the
// server also stops by itself when this process goes away (IPC channel), so `docker stop`, systemd or a
// killed npm leave nothing running. package.json starts this script with `exec`, so that the signal npm
// passes on reaches it and not only the shell in between.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // Still building: nothing runs yet. The exit code is the shell's for a signal (130, 143).
    if (!server) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
    server.kill(signal);
  });
}
try {
  ensureWebBuild();
  await buildServer();
} catch (error) {
  // A checkout the service user may not write, with an out-of-date build: one German sentence, no stack.
  if (error?.name !== 'BuildNotWritable') throw error;
  console.error(error.message);
  process.exit(1);
}
server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

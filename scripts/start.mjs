// `npm start`: build the SPA if needed and the server bundle, then run the server (migrates, seeds on first
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
ensureWebBuild();
await buildServer();
server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

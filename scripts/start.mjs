// `npm start`: build the SPA if needed and the server bundle, then run the server (migrates, seeds on first
// start, listens).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServer, serverEntry } from './server-build.mjs';
import { ensureWebBuild } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();
await buildServer();
const server = spawn(process.execPath, [serverEntry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

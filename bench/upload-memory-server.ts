// Child process of bench/upload-memory.ts: the real server, listening on 127.0.0.1, with an admin token and
// a playlist to upload into. Prints one JSON line when ready; stops on SIGTERM.
import type { AddressInfo } from 'node:net';
import { startBenchApp } from './companies-setup.js';

const bench = await startBenchApp();
const token = await bench.signIn('Administrator', null);
const created = await bench.as(token, {
  method: 'POST',
  url: '/v1/playlists',
  payload: { guidCompany: null, name: 'Bench' },
});
const playlist = created.json().guid as string;
await bench.app.listen({ port: 0, host: '127.0.0.1' });
// No video conversion during the measurement (it would run as a background job after each upload).
await bench.app.jobs.stop();
const { port } = bench.app.server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ port, token, playlist, kind: bench.kind })}\n`);
process.on('SIGTERM', () => {
  void bench.close().finally(() => process.exit(0));
});

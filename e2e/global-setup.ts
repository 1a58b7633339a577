import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildServer, serverEntry } from '../scripts/server-build.mjs';
import { freePort, waitForHealth } from '../scripts/server-process.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { ADMIN_PASSWORD, CHROMIUM, DEMO_PASSWORD, HOTEL_DRIVE_URL } from './lib/constants.js';
import { PROVIDER_TIMEOUT_MS } from './lib/local-provider.js';
import { startTileServer } from './lib/tile-server.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One real server on a fresh data dir with demo data; how to stop it (and remove its data). */
async function startServer(tilesUrl: string): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-e2e-'));
  const port = await freePort();
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      // the origin the browser uses (demo offer pictures are absolute URLs of this server; localhost may be ::1)
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
      SCRYPT_COST: '16384',
      LOG_LEVEL: 'warn',
      // every spec's screens register from 127.0.0.1 (the limit itself is tested in the server tests)
      REGISTRATION_LIMIT: '1000',
      MAP_TILE_URL: `${tilesUrl}/{z}/{x}/{y}.png`,
      HOTEL_DRIVE_URL,
      // provider=http in the tool's link: the local provider on the tile server (pictures on another port, http)
      OFFER_PROVIDER_URL: tilesUrl,
      OFFER_IMAGE_HOSTS: '127.0.0.1',
      OFFER_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 120_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { baseURL, stop };
}

/**
 * Builds the SPA if stale, starts one real server per test worker (each its own data dir with the demo data: the
 * files of one worker share it, one after the other, as all files did with one worker), stops them afterwards.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} fehlt: apt-get install -y chromium (siehe README)`);
  }
  ensureWebBuild({ log: () => {} });
  await buildServer();
  // map tiles and hotel pictures come from a local server (no internet in tests)
  const tiles = await startTileServer();
  // fileParallelism: false makes this 1
  const workers = Math.max(1, project.config.maxWorkers || 1);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer(tiles.url)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await tiles.close();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.baseURL),
  );
  project.provide('tileURL', tiles.url);
  return stopAll;
}

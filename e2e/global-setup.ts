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

/** Builds the SPA if stale, starts the real server on a fresh data dir with demo data, stops it afterwards. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} fehlt: apt-get install -y chromium (siehe README)`);
  }
  ensureWebBuild({ log: () => {} });
  await buildServer();
  // map tiles and hotel pictures come from a local server (no internet in tests)
  const tiles = await startTileServer();
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
      MAP_TILE_URL: `${tiles.url}/{z}/{x}/{y}.png`,
      HOTEL_DRIVE_URL,
      // provider=http in the tool's link: the local provider on the tile server (pictures on another port, http)
      OFFER_PROVIDER_URL: tiles.url,
      OFFER_IMAGE_HOSTS: '127.0.0.1',
      OFFER_PROVIDER_TIMEOUT_MS: String(PROVIDER_TIMEOUT_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, server, 120_000).catch(async (error: unknown) => {
    await tiles.close();
    throw error;
  });
  project.provide('baseURL', baseURL);
  project.provide('tileURL', tiles.url);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await tiles.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

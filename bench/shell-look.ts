// Screenshots of the login page, the dashboard shell and /Dashboard/Main at desktop and mobile widths (the shell
// without MUI must look as it did with MUI). Against the production build on a fresh DATA_DIR with the demo data.
// OUT=<dir> (default /tmp/shell-look) receives one PNG per view; with BEFORE=<dir of an earlier run> each view is
// compared pixel by pixel and the number of differing pixels is printed (0 = identical). Run: OUT=/tmp/look-before node
// --import tsx bench/shell-look.ts
//      OUT=/tmp/look-after BEFORE=/tmp/look-before node --import tsx bench/shell-look.ts
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../e2e/lib/browser.js';
import { buildServer, serverEntry } from '../scripts/server-build.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort, waitForHealth } from './lib.js';

const ADMIN_PASSWORD = 'bench-Look-1';
const DEMO_PASSWORD = 'bench-Look-demo-1';
const OUT = process.env.OUT || '/tmp/shell-look';
const BEFORE = process.env.BEFORE;
const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const root = fileURLToPath(new URL('..', import.meta.url));

interface View {
  name: string;
  user?: string;
  path: string;
  size: { width: number; height: number };
  /** Brings the page into the state to photograph (after it is loaded and idle). */
  act?: (page: Page) => Promise<void>;
}

const settle = (page: Page, ms = 700) => page.waitForTimeout(ms);
const VIEWS: View[] = [
  { name: 'login-desktop', path: '/login', size: DESKTOP },
  { name: 'login-mobile', path: '/login', size: MOBILE },
  { name: 'dashboard-desktop', user: 'admin', path: '/Dashboard/Main', size: DESKTOP },
  { name: 'dashboard-mobile', user: 'admin', path: '/Dashboard/Main', size: MOBILE },
  { name: 'dashboard-location-user-desktop', user: 'standort', path: '/Dashboard/Main', size: DESKTOP },
  { name: 'dashboard-tablet', user: 'netzadmin', path: '/Dashboard/Main', size: { width: 800, height: 900 } },
  {
    name: 'dashboard-keyboard-focus',
    user: 'admin',
    path: '/Dashboard/Main',
    size: DESKTOP,
    // Tab from the page's start: logo, language, exit, then the menu's first entries.
    act: async (page) => {
      for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
      await settle(page, 300);
    },
  },
  {
    name: 'dashboard-tile-hover',
    user: 'admin',
    path: '/Dashboard/Main',
    size: DESKTOP,
    act: async (page) => {
      await page.getByTestId('tile-Playlist').hover();
      await settle(page, 500);
    },
  },
  {
    name: 'dashboard-menu-open-mobile',
    user: 'admin',
    path: '/Dashboard/Main',
    size: MOBILE,
    act: async (page) => {
      await page.getByRole('button', { name: 'Menü öffnen' }).click();
      await page.getByRole('presentation').getByRole('link', { name: 'Netzwerke' }).waitFor();
      await settle(page);
    },
  },
  { name: 'networks-desktop', user: 'admin', path: '/Dashboard/Netzwerke', size: DESKTOP },
  { name: 'networks-mobile', user: 'admin', path: '/Dashboard/Netzwerke', size: MOBILE },
  {
    name: 'networks-after-dashboard-desktop',
    user: 'admin',
    path: '/Dashboard/Main',
    size: DESKTOP,
    act: async (page) => {
      await page.getByTestId('menu-networks').click();
      await page.locator('main tbody tr').first().waitFor();
      await page.mouse.move(1400, 880);
      await settle(page);
    },
  },
];

async function tokenOf(base: string, username: string): Promise<string> {
  const password = username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD;
  const res = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { authToken?: string };
  if (!body.authToken) throw new Error(`login of ${username} failed: ${res.status}`);
  return body.authToken;
}

async function diffPixels(a: string, b: string): Promise<string> {
  const read = (file: string) => sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [left, right] = await Promise.all([read(a), read(b)]);
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    return `size ${left.info.width}×${left.info.height} → ${right.info.width}×${right.info.height}`;
  }
  let differing = 0;
  let maxDelta = 0;
  for (let i = 0; i < left.data.length; i += 3) {
    let delta = 0;
    for (let c = 0; c < 3; c++) delta = Math.max(delta, Math.abs((left.data[i + c] ?? 0) - (right.data[i + c] ?? 0)));
    if (delta > 0) differing++;
    maxDelta = Math.max(maxDelta, delta);
  }
  return differing === 0 ? 'identical' : `${differing} pixels differ (largest channel difference ${maxDelta})`;
}

ensureWebBuild();
await buildServer();
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-look-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD, DEMO_PASSWORD, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitForHealth(base, server);
  const browser = await launchBrowser();
  for (const view of VIEWS) {
    const context = await browser.newContext({ viewport: view.size, locale: 'de-DE' });
    const page = await context.newPage();
    const query = view.user ? `?authToken=${await tokenOf(base, view.user)}` : '';
    await page.goto(`${base}${view.path}${query}`, { waitUntil: 'networkidle' });
    await page.waitForLoadState('networkidle');
    if (view.act) await view.act(page);
    else await settle(page);
    const file = join(OUT, `${view.name}.png`);
    await page.screenshot({ path: file });
    const before = BEFORE ? join(BEFORE, `${view.name}.png`) : null;
    const verdict = before && existsSync(before) ? await diffPixels(before, file) : '';
    console.log(`${view.name.padEnd(34)} ${file}  ${verdict}`);
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

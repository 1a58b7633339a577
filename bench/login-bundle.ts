// JavaScript the login route loads, gzipped, measured in Chromium against the built app.
// Run: node --import tsx bench/login-bundle.ts   (builds the SPA first if stale)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/lib/browser.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort, waitForHealth } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
ensureWebBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-bundle-'));
const port = await freePort();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let raw = 0;
  let gz = 0;
  for (const path of scripts) {
    const content = readFileSync(join(root, 'apps/web/dist', path));
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
  }
  console.log(
    `login route: ${scripts.size} JS files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (limit 250 KB)`,
  );
  // No script captured means the page did not load the app at all: that is no figure, not a pass.
  if (scripts.size === 0) console.log('FAIL: no JavaScript file was loaded by the login route');
  if (scripts.size === 0 || gz > 250 * 1024) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

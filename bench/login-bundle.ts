// JavaScript the login route loads, gzipped, measured in Chromium against the built app (≤ 150 KB). Every script the
// browser requests for /login is counted (the entry, its modulepreloads, the lazy route chunks), gzipped at level 9
// from the dist file; the same figure as the .gz the server sends. VERBOSE=1 lists the files. Run: node --import tsx
// bench/login-bundle.ts   (builds the SPA first if stale)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/lib/browser.js';
import { ensureWebBuild } from '../scripts/web-build.mjs';
import { freePort, waitForHealth } from './lib.js';

const LIMIT_KB = 150;
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
  // The form is there: the figure is the JavaScript of a usable login page, not of a spinner.
  await page.getByLabel('Benutzername').waitFor({ timeout: 10_000 });
  await browser.close();
  const files = [...scripts].map((path) => {
    const content = readFileSync(join(root, 'apps/web/dist', path));
    return { path, raw: content.length, gz: gzipSync(content, { level: 9 }).length };
  });
  const raw = files.reduce((sum, f) => sum + f.raw, 0);
  const gz = files.reduce((sum, f) => sum + f.gz, 0);
  if (process.env.VERBOSE) {
    for (const f of files.sort((a, b) => b.gz - a.gz))
      console.log(`${(f.gz / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  }
  console.log(
    `login route: ${files.length} JS files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (limit ${LIMIT_KB} KB)`,
  );
  // No script captured means the page did not load the app at all: that is no figure, not a pass.
  if (files.length === 0) console.log('FAIL: no JavaScript file was loaded by the login route');
  else console.log(gz <= LIMIT_KB * 1024 ? 'PASS' : 'FAIL: over the limit');
  if (files.length === 0 || gz > LIMIT_KB * 1024) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

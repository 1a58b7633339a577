// Time from `npm start` (dependencies installed, fresh data dir) to the login page being served.
// Run: node --import tsx bench/startup.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, median } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));

async function once(seedDemo: boolean): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-start-'));
  const port = await freePort();
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: seedDemo ? '1' : '0', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/login`);
        if (res.ok && (await res.text()).includes('<div id="root"')) return performance.now() - started;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 180_000) throw new Error('timeout');
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = 3;
for (const demo of [true, false]) {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once(demo));
  console.log(
    `npm start -> login page, fresh data dir, SEED_DEMO=${demo ? 1 : 0}: median ${(median(times) / 1000).toFixed(2)} s ` +
      `(runs: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s)`,
  );
}

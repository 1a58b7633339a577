// Starting and stopping the server as real processes: the data directory's lock, temporary files left by a
// crash, a dying database engine, start errors that name their cause, signals through `npm start`, and
// `npm run dev` / `npm run build`. The built server is started (as in production). In the e2e project, whose
// files run one at a time: the builds here rewrite apps/*/dist (with the same output) while no spec uses them.
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../apps/server/src/lib/data-dir.js';
import { EXIT_CODES } from '../apps/server/src/lib/start-error.js';
import {
  alive,
  commandLine,
  descendants,
  type Running,
  run,
  serverEnv,
  waitUntil,
} from '../apps/server/src/test/processes.js';
import { markerOf } from '../scripts/build-marker.mjs';
import { buildServer, serverEntry } from '../scripts/server-build.mjs';
import { freePort, waitForHealth } from '../scripts/server-process.mjs';
import { ensureWebBuild } from '../scripts/web-build.mjs';

// A first start runs initdb: seconds on an idle machine, minutes on a loaded one.
const HEALTH_MS = 300_000;
const TEST_MS = 600_000;
const dirs: string[] = [];
const running: Running[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'signage-main-'));
  dirs.push(dir);
  return dir;
};

afterAll(async () => {
  for (const r of running) {
    for (const pid of [...descendants(r.child.pid ?? 0), r.child.pid ?? 0].reverse()) {
      if (alive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Waits for the server's health; a failure shows what the process printed. */
async function healthy(server: Running, url: string): Promise<void> {
  await waitForHealth(url, server.child, HEALTH_MS).catch((err: Error) => {
    throw new Error(`${err.message}\n${server.output()}`);
  });
}

async function startServer(env: Record<string, string>): Promise<Running & { url: string }> {
  const port = await freePort();
  const server = run(process.execPath, [serverEntry], { env: serverEnv({ PORT: String(port), ...env }) });
  running.push(server);
  return { ...server, url: `http://127.0.0.1:${port}` };
}

function enginePid(serverPid: number): number {
  const pid = descendants(serverPid).find((p) => commandLine(p).includes('embedded-process'));
  if (!pid) throw new Error('no engine process');
  return pid;
}

describe('the built server as a process', { timeout: TEST_MS }, () => {
  beforeAll(() => buildServer(), HEALTH_MS);

  const dataDir = tempDir();
  let first: Running & { url: string };

  it('refuses a second server on the same data directory, naming the running one', async () => {
    first = await startServer({ DATA_DIR: dataDir });
    await healthy(first, first.url);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.child.pid));

    const second = await startServer({ DATA_DIR: dataDir });
    expect(await second.exit).toBe(EXIT_CODES.dataDirInUse);
    expect(second.output()).toContain(
      `Das Datenverzeichnis ${dataDir} wird bereits von einem anderen Server verwendet (PID ${first.child.pid})`,
    );
    expect((await fetch(`${first.url}/healthz`)).ok).toBe(true);
  });

  it('after kill -9 takes the stale lock over and clears the temporary files the crash left', async () => {
    const engine = enginePid(first.child.pid ?? 0);
    process.kill(first.child.pid ?? 0, 'SIGKILL');
    await first.exit;
    await waitUntil(() => !alive(engine), 'the engine follows its server');
    // what a kill -9 during an upload and during a CSV import leaves
    const part = join(dataDir, 'files/tmp/uploads/abgebrochen.part');
    const csv = join(dataDir, 'files/tmp/imports/import-x/upload.csv');
    for (const file of [part, csv]) {
      mkdirSync(join(file, '..'), { recursive: true });
      writeFileSync(file, 'Name;E-Mail;Telefon\nMüller;m@example.com;0221 123');
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);

    const next = await startServer({ DATA_DIR: dataDir });
    await healthy(next, next.url);
    expect(existsSync(part)).toBe(false);
    expect(existsSync(csv)).toBe(false);
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(next.child.pid));
    first = next;
  });

  it('exits with its own code and a German message when the embedded database dies', async () => {
    process.kill(enginePid(first.child.pid ?? 0), 'SIGKILL');
    expect(await first.exit).toBe(EXIT_CODES.engineLost);
    expect(first.output()).toContain('Die eingebettete Datenbank ist unerwartet beendet worden');
    expect(first.output()).not.toMatch(/Unhandled 'error' event/);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false); // released on the way out
  });

  it('names a database that cannot be reached', async () => {
    const port = await freePort(); // nothing listens there
    const server = await startServer({
      DATA_DIR: tempDir(),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/signage`,
    });
    expect(await server.exit).toBe(EXIT_CODES.startFailed);
    expect(server.output()).toContain(`Datenbank nicht erreichbar: 127.0.0.1:${port} (ECONNREFUSED)`);
    expect(server.output()).not.toContain('Failed query');
  });

  // A database that does not exist on a running PostgreSQL: apps/server/src/lib/start-error.process.test.ts.

  it('names a data directory it cannot write to', async () => {
    const parent = tempDir();
    const dataDir = join(parent, 'daten');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o555);
    // root writes anywhere: the server then runs as nobody, as a service user would
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const port = await freePort();
    const server = run(process.execPath, [serverEntry], {
      env: serverEnv({ PORT: String(port), DATA_DIR: dataDir, HOME: parent }),
      ...asUser,
    });
    running.push(server);
    expect(await server.exit).toBe(EXIT_CODES.startFailed);
    expect(server.output()).toContain(`Datenverzeichnis ${dataDir} ist nicht beschreibbar (EACCES)`);
  });
});

describe('npm scripts', { timeout: TEST_MS }, () => {
  it('`npm run build` marks the web build, so that `npm start` does not build it again', async () => {
    rmSync(join(new URL('../apps/web/dist', import.meta.url).pathname, '.build-hash'), { force: true });
    const build = run('npm', ['run', 'build'], { env: { ...process.env, NODE_ENV: 'production' } });
    expect(await build.exit).toBe(0);
    expect(ensureWebBuild({ log: () => undefined })).toBe(false);
  });

  // npm stays the parent of its script; below it only the server (in the start script's own process) and the embedded
  // database remain: no wrapper, no esbuild service, no first-start setup process.
  const onlyServerAndEngine = (pids: number[]) =>
    expect(pids.map(commandLine)).toEqual([
      expect.stringMatching(/^node .*scripts\/start\.mjs\s*$/),
      expect.stringContaining('dist/embedded-process.js'),
    ]);

  it('SIGTERM to `npm start` stops the server and the embedded database', async () => {
    const port = await freePort();
    const start = run('npm', ['start'], { env: serverEnv({ PORT: String(port), DATA_DIR: tempDir() }) });
    running.push(start);
    await healthy(start, `http://127.0.0.1:${port}`);
    const pids = descendants(start.child.pid ?? 0);
    onlyServerAndEngine(pids);
    // a new database: created and seeded by a process that has ended, whose credentials the server prints
    expect(start.output()).toMatch(/Administrator: admin \/ \S+/);
    start.child.kill('SIGTERM');
    await start.exit;
    await waitUntil(() => pids.every((pid) => !alive(pid)), 'every process of `npm start` has ended');
  });

  it('Ctrl-C (SIGINT to the whole process group) stops `npm start` cleanly, also on a restart', async () => {
    const dataDir = tempDir();
    for (const round of ['first start', 'restart']) {
      const port = await freePort();
      const start = run('npm', ['start'], {
        env: serverEnv({ PORT: String(port), DATA_DIR: dataDir }),
        detached: true, // its own process group, as a terminal's foreground job
      });
      running.push(start);
      await healthy(start, `http://127.0.0.1:${port}`);
      const pids = descendants(start.child.pid ?? 0);
      onlyServerAndEngine(pids);
      process.kill(-(start.child.pid ?? 0), 'SIGINT');
      await start.exit;
      await waitUntil(() => pids.every((pid) => !alive(pid)), `every process has ended (${round})`);
      // (a job runner's start still in flight may log that the pool has ended: a known shutdown race, not a crash)
      expect(start.output()).not.toMatch(/Start fehlgeschlagen|Unhandled|uncaught/i);
      expect(existsSync(join(dataDir, LOCK_FILE)), round).toBe(false);
    }
  });

  // A service user: root can write anywhere, so this runs `npm start` as nobody (uid 65534) on a root-owned checkout.
  it.skipIf(process.getuid?.() !== 0)(
    '`npm start` as a user who cannot write the checkout: starts without building, or says in German what to do',
    async () => {
      const owned = () => {
        const dir = tempDir();
        chownSync(dir, 65534, 65534);
        return dir;
      };
      const home = owned();
      const asNobody = (env: Record<string, string>) =>
        run('npm', ['start'], {
          env: serverEnv({ HOME: home, npm_config_update_notifier: 'false', ...env }),
          uid: 65534,
          gid: 65534,
        });
      const marker = markerOf(dirname(serverEntry));
      const built = readFileSync(marker, 'utf8');
      const builtAt = statSync(marker).mtimeMs;

      const port = await freePort();
      const start = asNobody({ PORT: String(port), DATA_DIR: owned() });
      running.push(start);
      await healthy(start, `http://127.0.0.1:${port}`);
      start.child.kill('SIGTERM');
      await start.exit;
      expect(start.output()).not.toMatch(/EACCES|Baue/);
      expect(statSync(marker).mtimeMs).toBe(builtAt);

      // The same with sources newer than the build: one German sentence naming the remedy, nothing written.
      writeFileSync(marker, 'veraltet');
      try {
        const stale = asNobody({ PORT: String(await freePort()), DATA_DIR: owned() });
        running.push(stale);
        expect(await stale.exit).toBe(1);
        expect(stale.output()).toContain('Der Server-Build ist nicht aktuell');
        expect(stale.output()).toContain('`npm run build` als Besitzer des Ordners');
        expect(stale.output()).not.toMatch(/\n\s+at /);
      } finally {
        writeFileSync(marker, built);
      }
    },
  );

  it('`npm run dev` starts the server from the sources', async () => {
    const port = await freePort();
    const dev = run('node', ['scripts/dev.mjs'], {
      env: serverEnv({ PORT: String(port), DATA_DIR: tempDir(), NODE_ENV: 'development' }),
      detached: true, // its own process group: Vite and the watcher are stopped together below
    });
    running.push(dev);
    try {
      await healthy(dev, `http://127.0.0.1:${port}`);
    } finally {
      process.kill(-(dev.child.pid ?? 0), 'SIGTERM');
    }
    await dev.exit;
  });
});

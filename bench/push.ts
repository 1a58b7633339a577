// Push to browser screens: 10,000 open GET /api/push streams to one server process, the memory they cost (RSS and heap
// before/after ÷ n, after a full GC), then one change that affects all of them (bus.devicesChanged(), as a new default
// app version sends) and the time until every stream got `changed` (< 2 s). Also: one playlist's change reaches only
// its screens, one screen's change only that screen. Data: bench/player-data.ts (10,000 devices, 500 playlists of 20
// items). PGlite in a temp dir, or DATABASE_URL. Run: node --import tsx bench/push.ts   (needs about 10,100 open files
// per process: `ulimit -n 20000` first where `ulimit -n` says less; the script checks.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { percentile } from './lib.js';
import { startPlayerServer } from './player-server.js';

const self = fileURLToPath(import.meta.url);
const N = Number(process.env.BENCH_PUSH_CONNECTIONS ?? 10_000);
const LIMIT_MS = 2000;

interface Stats {
  rssMb: number;
  heapMb: number;
  connections: number;
  [key: string]: unknown;
}

/** The server: a child process that takes commands on stdin and answers one JSON line each. */
async function serve(dir: string) {
  const { app, database, port, keysFile, kind } = await startPlayerServer(dir);
  const { devices } = await import('../apps/server/src/db/schema.js');
  const { eq } = await import('drizzle-orm');
  const hub = app.ctx.player.push;
  const stats = (extra: Record<string, unknown> = {}): Stats => {
    const m = process.memoryUsage();
    return { rssMb: m.rss / 2 ** 20, heapMb: m.heapUsed / 2 ** 20, connections: hub.size, ...extra };
  };
  const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  say({ port, keysFile, database: kind });
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, arg] = line.split(' ');
    if (command === 'stats') {
      await hub.idle();
      for (let i = 0; i < 3; i++) (globalThis as { gc?: () => void }).gc?.();
      say(stats());
    } else if (command === 'all') {
      // The bus's delivery (what the write unit's table map calls after a commit) writes every affected stream
      // synchronously: its duration is the server's part.
      const started = performance.now();
      app.ctx.invalidation.notify({ devices: true });
      say({ sendMs: performance.now() - started });
    } else if (command === 'device') {
      app.ctx.invalidation.notify({ devices: [arg as string] });
      say({ ok: true });
    } else if (command === 'playlist') {
      const [row] = await database.db
        .select({ guidPlaylist: devices.guidPlaylist })
        .from(devices)
        .where(eq(devices.guid, arg as string));
      const playing = await database.db
        .select({ guid: devices.guid })
        .from(devices)
        .where(eq(devices.guidPlaylist, row?.guidPlaylist as string));
      app.ctx.invalidation.notify({ playlists: [row?.guidPlaylist as string] });
      say({ playing: playing.length });
    } else if (command === 'quit') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  }
}

interface Stream {
  key: string;
  messages: number;
  /** performance.now() of the last message. */
  lastAt: number;
  socket: net.Socket;
}

const MARK = Buffer.from('data: ');

/**
 * One stream on a raw TCP socket (the request written by hand, the answer's bytes searched for `data: `): the load
 * generator shares the machine with the server, so it does as little per message as it can.
 */
function openStream(port: number, key: string, onMessage: () => void): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const stream: Stream = { key, messages: 0, lastAt: 0, socket };
    let head = true;
    let tail: Buffer = Buffer.alloc(0);
    socket.setNoDelay(true);
    socket.on('error', reject);
    socket.on('connect', () =>
      socket.write(`GET /api/push?key=${key} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n`),
    );
    socket.on('data', (chunk: Buffer) => {
      if (head) {
        head = false;
        if (!chunk.subarray(0, 12).toString().endsWith(' 200')) return reject(new Error(`no stream for ${key}`));
        return resolve(stream);
      }
      // A mark split between two reads is found in the last bytes of the one before and the start of this one.
      const text = tail.length ? Buffer.concat([tail, chunk]) : chunk;
      let n = 0;
      for (let at = text.indexOf(MARK); at >= 0; at = text.indexOf(MARK, at + MARK.length)) n++;
      tail = text.subarray(Math.max(0, text.length - MARK.length + 1));
      if (n === 0) return;
      stream.messages += n;
      stream.lastAt = performance.now();
      onMessage();
    });
  });
}

async function main() {
  const limit = Number(spawnSync('sh', ['-c', 'ulimit -n']).stdout.toString().trim());
  if (Number.isFinite(limit) && limit < N + 500) {
    throw new Error(`ulimit -n is ${limit}: ${N} connections need more. Run \`ulimit -n 20000\` in this shell first.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-push-'));
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', self, '--serve', dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const answers: Array<(value: unknown) => void> = [];
  lines.on('line', (line) => answers.shift()?.(JSON.parse(line)));
  const next = <T>() => new Promise<T>((resolve) => answers.push(resolve as (value: unknown) => void));
  const ask = <T>(command: string) => {
    const answer = next<T>();
    child.stdin.write(`${command}\n`);
    return answer;
  };
  try {
    const ready = await next<{ port: number; keysFile: string; database: string }>();
    const keys = (JSON.parse(readFileSync(ready.keysFile, 'utf8')) as string[]).slice(0, N);
    const base = `http://127.0.0.1:${ready.port}`;
    const load = () =>
      loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ');
    console.log(
      `machine: ${cpus().length} cores, node ${process.version}; load average (1/5/15 min) at start: ${load()}`,
    );
    console.log(`data: ${keys.length} devices, 500 playlists x 20 items, ${ready.database}`);

    // Every screen polls once before it connects (so the player's caches are warm either way).
    for (let i = 0; i < keys.length; i += 200) {
      await Promise.all(
        keys.slice(i, i + 200).map(async (k) => (await fetch(`${base}/api/playlist?key=${k}`)).arrayBuffer()),
      );
    }
    const before = await ask<Stats>('stats');
    let received = 0;
    let waiting: { count: number; done: () => void } | null = null;
    const onMessage = () => {
      received++;
      if (waiting && received >= waiting.count) waiting.done();
    };
    const receivedAll = (count: number, timeoutMs: number) =>
      new Promise<boolean>((resolve) => {
        if (received >= count) return resolve(true);
        const timer = setTimeout(() => resolve(false), timeoutMs);
        waiting = {
          count,
          done: () => {
            clearTimeout(timer);
            resolve(true);
          },
        };
      });
    const opening = performance.now();
    const streams: Stream[] = [];
    for (let i = 0; i < keys.length; i += 500) {
      streams.push(...(await Promise.all(keys.slice(i, i + 500).map((k) => openStream(ready.port, k, onMessage)))));
    }
    const openMs = performance.now() - opening;
    const after = await ask<Stats>('stats');
    const perConnection = (a: number, b: number) => (((a - b) * 2 ** 20) / streams.length / 1024).toFixed(1);
    console.log(`opened ${after.connections} streams in ${(openMs / 1000).toFixed(1)} s`);
    console.log(
      `server memory: RSS ${before.rssMb.toFixed(0)} → ${after.rssMb.toFixed(0)} MB (${perConnection(after.rssMb, before.rssMb)} KB per connection), ` +
        `heap ${before.heapMb.toFixed(0)} → ${after.heapMb.toFixed(0)} MB (${perConnection(after.heapMb, before.heapMb)} KB per connection)`,
    );

    // One screen's change: that screen only. One playlist's change: the screens playing it only.
    await ask(`device ${keys[0]}`);
    await receivedAll(1, 5000);
    const playlist = await ask<{ playing: number }>(`playlist ${keys[1]}`);
    await receivedAll(1 + playlist.playing, 5000);
    // Anything more would have arrived by now on loopback (a settle time, not a measurement).
    await new Promise((r) => setTimeout(r, 1000));
    console.log(
      `one screen's change: ${streams.filter((s) => s.messages > 0 && s.key === keys[0]).length} stream told; ` +
        `one playlist's change (${playlist.playing} screens play it): ${received - 1} streams told`,
    );

    // The change that affects all.
    const already = received;
    for (const s of streams) s.messages = 0;
    const start = performance.now();
    const { sendMs } = await ask<{ sendMs: number }>('all');
    const complete = await receivedAll(already + streams.length, 30_000);
    const times = streams.filter((s) => s.messages > 0).map((s) => s.lastAt - start);
    const all = Math.max(...times);
    console.log(
      `change to all: ${times.length} of ${streams.length} streams got 'changed'; all within ${all.toFixed(0)} ms ` +
        `(first ${Math.min(...times).toFixed(0)} ms, median ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms; ` +
        `the server wrote all ${streams.length} in ${sendMs.toFixed(0)} ms) — ` +
        `${complete && all < LIMIT_MS ? 'PASS' : 'FAIL'} (limit ${LIMIT_MS} ms)`,
    );
    console.log(`load average at end: ${load()}`);
    for (const s of streams) s.socket.destroy();
    await ask('quit').catch(() => undefined);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) {
  await serve(process.argv[process.argv.indexOf('--serve') + 1] as string);
} else {
  await main();
}

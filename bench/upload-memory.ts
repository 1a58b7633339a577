// Uploading a 100 MB video to a listening server (child process): the server's resident memory growth
// (peak − baseline, target < 50 MB) and the upload's throughput against copying the same file on the same
// disk in this script (target ratio ≥ 0.5). The video is real: 7.2 s of 640x360 random noise, H.264
// lossless (incompressible, ≈ 99.5 MB) with AAC audio, made by ffmpeg here. The client (this script) reads the
// file in 1 MB pieces, so that it takes as little as possible of the two cores the server shares with it
// (with 64 KB pieces the client's system calls cost the server's MD5 thread its core). For scale it also
// measures the floor: a bare HTTP server writing the body to a file (no parsing, no MD5), and the MD5 of
// the file alone.
// Run: node --import tsx bench/upload-memory.ts   (DATABASE_URL=postgres://… for PostgreSQL)
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  createWriteStream,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { LOOP_UPLOAD_LIMIT } from '@signage/shared';
import { ffmpeg } from '../apps/server/src/lib/media-tools.js';
import { median } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'signage-bench-upload-'));
const video = join(dir, 'video.mp4');
await ffmpeg(
  [
    '-f',
    'rawvideo',
    '-pix_fmt',
    'yuv420p',
    '-s',
    '640x360',
    '-r',
    '25',
    '-i',
    '/dev/urandom',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440',
  ].concat([
    '-t',
    '7.2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-qp',
    '0',
    '-c:a',
    'aac',
    '-movflags',
    '+faststart',
    video,
  ]),
);
const size = statSync(video).size;
if (size > LOOP_UPLOAD_LIMIT || size < 90_000_000) throw new Error(`unexpected video size ${size}`);

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/upload-memory-server.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: join(dir, 'data') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ port: number; token: string; playlist: string; kind: string }>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d) => {
    out += d;
    if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
  });
  server.once('exit', (code) => reject(new Error(`server exited ${code}`)));
});

const status = (field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
};
const resetPeak = () => {
  try {
    writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

const BOUNDARY = '----bench-boundary';
interface Timed {
  ms: number;
  phases: Record<string, number>;
}

function upload(file: string, name: string, port = ready.port): Promise<Timed> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/v1/playlists/upload/${ready.playlist}?active=1`,
        headers: {
          authorization: `Bearer ${ready.token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(head.length + statSync(file).size + tail.length),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(body));
          const timing = String(res.headers['server-timing'] ?? '');
          const phases = Object.fromEntries(
            [...timing.matchAll(/(\w+);dur=([\d.]+)/g)].map((m) => [m[1], Number(m[2])]),
          );
          resolve({ ms: performance.now() - started, phases });
        });
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file, { highWaterMark: 1024 * 1024 });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
}

// Warm-up: load multipart, sharp and the probe paths once with a small file, then let the heap settle.
const small = join(dir, 'small.mp4');
await ffmpeg([
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=160x90:rate=25:duration=1',
  '-c:v',
  'libx264',
  '-pix_fmt',
  'yuv420p',
  small,
]);
await upload(small, 'small.mp4');
await new Promise((r) => setTimeout(r, 1500));

// The floor on this machine: a bare Node HTTP server that writes the request body to a file as it
// arrives — no multipart parsing, no MD5, no checks, no database. No upload can be faster than this.
const floorServer = spawn(
  process.execPath,
  [
    '-e',
    `const http = require('node:http'); const fs = require('node:fs'); let n = 0;
     http.createServer((req, res) => {
       const out = fs.createWriteStream(process.argv[1] + '/raw-' + n++, { highWaterMark: 4 << 20 });
       req.pipe(out).on('finish', () => res.end('{}'));
     }).listen(0, '127.0.0.1', function () { process.stdout.write(this.address().port + '\\n'); });`,
    dir,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const floorPort = await new Promise<number>((resolve) =>
  floorServer.stdout.once('data', (d) => resolve(Number(String(d)))),
);

const MB = 1024 * 1024;
const runs: Array<{
  growth: number;
  uploadMs: number;
  receiveMs: number;
  copyMs: number;
  streamCopyMs: number;
  md5Ms: number;
  floorMs: number;
}> = [];
for (let run = 0; run < 3; run++) {
  const baseline = status('VmRSS');
  const cleared = resetPeak();
  let sampled = baseline;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, status('VmRSS'));
  }, 5);
  const { ms: uploadMs, phases } = await upload(video, `video-${run}.mp4`);
  clearInterval(sampler);
  const peak = Math.max(sampled, cleared ? status('VmHWM') : 0);
  const target = join(dir, `copy-${run}.mp4`);
  let t = performance.now();
  copyFileSync(video, target);
  const copyMs = performance.now() - t;
  rmSync(target);
  t = performance.now();
  await pipeline(createReadStream(video), createWriteStream(target));
  const streamCopyMs = performance.now() - t;
  rmSync(target);
  // The MD5 the server must compute, alone: a floor for any upload that hashes while streaming.
  t = performance.now();
  const hash = createHash('md5');
  for await (const chunk of createReadStream(video)) hash.update(chunk as Buffer);
  hash.digest();
  const md5Ms = performance.now() - t;
  const { ms: floorMs } = await upload(video, 'raw', floorPort);
  rmSync(join(dir, `raw-${run}`));
  runs.push({
    growth: peak - baseline,
    uploadMs,
    receiveMs: phases.receive ?? uploadMs,
    copyMs,
    streamCopyMs,
    md5Ms,
    floorMs,
  });
  await new Promise((r) => setTimeout(r, 1000));
}
floorServer.kill();
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
rmSync(dir, { recursive: true, force: true });

const mbps = (ms: number) => size / MB / (ms / 1000);
const growth = median(runs.map((r) => r.growth)) / MB;
const upMs = median(runs.map((r) => r.uploadMs));
const copyMs = median(runs.map((r) => r.copyMs));
const streamMs = median(runs.map((r) => r.streamCopyMs));
console.log(`${ready.kind}; video ${(size / MB).toFixed(1)} MiB (${size} bytes), 3 runs`);
for (const r of runs) {
  console.log(
    `  RSS growth ${(r.growth / MB).toFixed(1)} MiB, upload ${r.uploadMs.toFixed(0)} ms (${mbps(r.uploadMs).toFixed(0)} MiB/s; ` +
      `streaming to storage ${r.receiveMs.toFixed(0)} ms = ${mbps(r.receiveMs).toFixed(0)} MiB/s), ` +
      `copyFile ${r.copyMs.toFixed(0)} ms (${mbps(r.copyMs).toFixed(0)} MiB/s), stream copy ${r.streamCopyMs.toFixed(0)} ms, ` +
      `md5 alone ${r.md5Ms.toFixed(0)} ms, bare HTTP body to file ${r.floorMs.toFixed(0)} ms`,
  );
}
console.log(
  `server peak RSS − baseline (median): ${growth.toFixed(1)} MiB (target < 50) → ${growth < 50 ? 'OK' : 'MISSED'}`,
);
const receiveMs = median(runs.map((r) => r.receiveMs));
const ratio = copyMs / upMs;
console.log(
  `whole request (incl. probe, poster, commit) / copyFile: ${ratio.toFixed(2)} (target ≥ 0.5) → ${ratio >= 0.5 ? 'OK' : 'MISSED'}; ` +
    `/ stream copy: ${(streamMs / upMs).toFixed(2)}`,
);
console.log(
  `streaming phase (HTTP + multipart + md5 + write) / copyFile: ${(copyMs / receiveMs).toFixed(2)}; / stream copy: ${(streamMs / receiveMs).toFixed(2)}`,
);
const floorMs = median(runs.map((r) => r.floorMs));
console.log(
  `floor: bare HTTP body to a file (no parsing, no MD5) / copyFile: ${(copyMs / floorMs).toFixed(2)}; ` +
    `MD5 alone / copyFile: ${(copyMs / median(runs.map((r) => r.md5Ms))).toFixed(2)} — the best ratios any upload could reach here`,
);
console.log(
  `load average during the run: ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);

// CSV import of 10,000 locations into the server as `npm start` runs it (the built bundle, own process):
// preview, import, re-import (all updates) times and the server process's peak resident memory (VmHWM,
// reset before each step, plus sampling every 10 ms). Targets: each < 5 s, peak < 200 MB.
// Run: node --import tsx bench/import-csv.ts [--repeat N]   (DATABASE_URL=postgres://… for PostgreSQL)
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresDatabase } from '../apps/server/src/test/database.js';
import { buildServer, serverEntry } from '../scripts/server-build.mjs';
import { freePort, waitForHealth } from './lib.js';

const ROWS = 10_000;
const MB = 1024 * 1024;
const LIMIT = 200 * MB;
const ADMIN_PASSWORD = 'bench-admin-1';

function csvFile(): Buffer {
  const lines = ['Standort;Büroadresse Straße;PLZ;Ort;Ansprechpartner;Telefonnummer;Büro E-Mailadresse;Firmen-ID'];
  for (let i = 0; i < ROWS; i++) {
    const name = i % 10 === 0 ? `"Reisebüro ""Sonne"" ${i}; Filiale"` : `Reisebüro Größe ${i}`;
    lines.push(
      `${name};Hauptstraße ${i};${String(10000 + (i % 89999))};München ${i % 97};Jürgen Müller ${i};089 ${i};filiale${i}@example.de;R-${i}`,
    );
  }
  return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8')]);
}

/** A fresh database on DATABASE_URL (dropped at the end), or none: the server then runs embedded PGlite. */
async function databaseFor(url: string | undefined) {
  if (!url) return { url: '', kind: 'PGlite (embedded process)', drop: async () => undefined };
  const created = await createPostgresDatabase(url, 'bench');
  return { url: created.url, kind: 'PostgreSQL', drop: created.drop };
}

const status = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(match?.[1] ?? 0) * 1024;
};
const children = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

await buildServer();
const database = await databaseFor(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-import-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [serverEntry], {
  env: {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_PASSWORD,
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const pid = server.pid ?? 0;
await waitForHealth(base, server);

async function call(method: string, path: string, body?: BodyInit, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (typeof body === 'string') headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, { method, body, headers });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return json;
}
const login = await call('POST', '/v1/user/login', JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }));
const token: string = login.authToken;
const network: string = (
  await call('POST', '/v1/companies', JSON.stringify({ isMother: 1, name: 'Import-Netz' }), token)
).guid;
const file = csvFile();
const upload = (content: Buffer, query: string) => {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(content)], { type: 'text/csv' }), 'standorte.csv');
  return call('POST', `/v1/companies/upload/${network}${query}`, form, token);
};
// warm-up on a small file so code loading is not measured
await upload(file.subarray(0, 2000), '');

async function step(
  label: string,
  query: string,
  expect: (json: { totals: Record<string, number>; imported: boolean }) => boolean,
) {
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = status(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5'); // VmHWM starts again from the current RSS
  let sampled = baseline;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, status(pid, 'VmRSS'));
  }, 10);
  const t0 = performance.now();
  const json = await upload(file, query);
  const elapsed = performance.now() - t0;
  clearInterval(sampler);
  const peak = Math.max(sampled, status(pid, 'VmHWM'));
  if (!expect(json)) throw new Error(`${label}: ${JSON.stringify(json).slice(0, 300)}`);
  const time = elapsed < 5000 ? 'time OK' : 'TOO SLOW';
  const rss = peak < LIMIT ? 'peak OK' : 'PEAK OVER 200 MB';
  console.log(
    `${label.padEnd(34)} ${(elapsed / 1000).toFixed(2)} s  ${time};  server RSS before ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB (import itself +${((peak - baseline) / MB).toFixed(0)} MB)  ${rss}`,
  );
  return { elapsed, peak };
}

console.log(`CSV import benchmark, server ${serverEntry} on ${database.kind}, node ${process.version}`);
console.log(
  `file: ${ROWS} rows, ${(file.length / MB).toFixed(2)} MB, UTF-8 with BOM, ';', CRLF, quoted fields every 10th row`,
);
const results = [
  await step('preview (isPreview=true)', '?isPreview=true', (j) => j.totals.create === ROWS && !j.imported),
  await step('import (isPreview=false)', '?isPreview=false', (j) => j.totals.create === ROWS && j.imported),
  await step('re-import same file (all updates)', '?isPreview=false', (j) => j.totals.update === ROWS && j.imported),
];
// --repeat N: N more re-imports, to see where the server's memory settles under repeated imports.
const repeat = Number(process.argv[process.argv.indexOf('--repeat') + 1]) || 0;
for (let i = 0; i < repeat; i++) {
  results.push(await step(`re-import ${i + 2}`, '?isPreview=false', (j) => j.totals.update === ROWS && j.imported));
}
for (const engine of children(pid).filter((child) => existsSync(`/proc/${child}/status`))) {
  console.log(
    `embedded database process (not the server's memory, as PostgreSQL's is not): RSS ${(status(engine, 'VmRSS') / MB).toFixed(0)} MB, peak ${(status(engine, 'VmHWM') / MB).toFixed(0)} MB`,
  );
}
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
await database.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exitCode = results.every((r) => r.elapsed < 5000 && r.peak < LIMIT) ? 0 : 1;

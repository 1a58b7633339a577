// Helpers of bench/idle-memory.ts: the process tree's memory from /proc, and a compressed hour of use (screens
// polling and reporting plays, staff users opening the dashboard's main pages) over plain HTTP.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

export interface ProcessMemory {
  pid: number;
  name: string;
  /** resident set size, MB */
  rss: number;
  /** proportional set size (shared pages split among their users), MB */
  pss: number;
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** `pid` and every process below it. */
export function processTree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(processTree)];
}

/** A short name: the command and its script (node …/dist/main.js → node dist/main.js). */
function nameOf(pid: number): string {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const short = (arg: string) => arg.replace(/^.*\/(node_modules\/|apps\/server\/|scripts\/)/, '$1');
  const exe = argv[0]?.split('/').pop() ?? '?';
  const rest = argv.slice(1).filter((a) => !a.startsWith('{'));
  return [exe, ...rest.map(short)].join(' ').slice(0, 60);
}

function kb(text: string, field: string): number {
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
}

/** RSS and PSS of every process of the tree below `pid` (those that end while being read are left out). */
export function treeMemory(pid: number): ProcessMemory[] {
  const out: ProcessMemory[] = [];
  for (const p of processTree(pid)) {
    try {
      const rss = kb(readFileSync(`/proc/${p}/status`, 'utf8'), 'VmRSS');
      const pss = kb(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'), 'Pss');
      out.push({ pid: p, name: nameOf(p), rss: rss / 1024, pss: pss / 1024 });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export function printTable(title: string, rows: ProcessMemory[]): number {
  const total = rows.reduce((s, r) => s + r.rss, 0);
  const pss = rows.reduce((s, r) => s + r.pss, 0);
  console.log(`\n${title}`);
  console.log(`  ${'PID'.padStart(7)}  ${'RSS MB'.padStart(7)}  ${'PSS MB'.padStart(7)}  process`);
  for (const r of rows) {
    console.log(
      `  ${String(r.pid).padStart(7)}  ${r.rss.toFixed(0).padStart(7)}  ${r.pss.toFixed(0).padStart(7)}  ${r.name}`,
    );
  }
  console.log(
    `  ${'total'.padStart(7)}  ${total.toFixed(0).padStart(7)}  ${pss.toFixed(0).padStart(7)}  (${rows.length} processes)`,
  );
  return total;
}

export interface Session {
  get(path: string): Promise<Response>;
  post(path: string, body: unknown): Promise<Response>;
  /** A multipart POST (uploads). */
  upload(path: string, form: FormData): Promise<Response>;
  delete(path: string): Promise<Response>;
}

export async function login(base: string, username: string, password: string): Promise<Session> {
  const res = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const { authToken } = (await res.json()) as { authToken: string };
  const authorization = `Bearer ${authToken}`;
  return {
    get: (path) => fetch(`${base}${path}`, { headers: { authorization } }),
    post: (path, body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    upload: (path, form) => fetch(`${base}${path}`, { method: 'POST', headers: { authorization }, body: form }),
    delete: (path) => fetch(`${base}${path}`, { method: 'DELETE', headers: { authorization } }),
  };
}

interface DeviceRow {
  guid: string;
  deviceState: string;
  guidCompany: string | null;
  guidPlaylist: string | null;
  networkGuid: string | null;
}

/**
 * The shop's screens: the demo's active devices, then new ones that a shop sets up as the dashboard does: the
 * screen asks for its pairing code (POST /api/pairing) and the admin pairs it (POST /v1/devices/pair) with a
 * location and the playlist of an active screen that has one, so every screen has a loop to play and report.
 */
export async function screens(
  base: string,
  admin: Session,
  count: number,
  locations?: readonly string[],
): Promise<string[]> {
  const res = await admin.post('/v1/devices/list', { showAll: true });
  if (!res.ok) throw new Error(`device list: ${res.status} ${await res.text()}`);
  const list = ((await res.json()) as { items: DeviceRow[] }).items;
  const active = list.filter((d) => d.deviceState === 'ACTIVE' && d.guidCompany);
  const keys = active.map((d) => d.guid).slice(0, count);
  // The new ones go to `locations` in turn when given, else all to the location of the first screen with a loop.
  const model = active.find((d) => d.guidPlaylist && d.networkGuid) ?? active[0];
  while (keys.length < count) {
    const guid = randomUUID();
    const location = locations?.length ? locations[keys.length % locations.length] : model?.guidCompany;
    const asked = await fetch(`${base}/api/pairing`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: guid }),
    });
    if (!asked.ok) throw new Error(`pairing code of ${guid}: ${asked.status} ${await asked.text()}`);
    const { code } = (await asked.json()) as { code?: string };
    if (!locations?.length && location && code && model?.guidPlaylist && model.networkGuid) {
      const paired = await admin.post('/v1/devices/pair', {
        code,
        network: model.networkGuid,
        location,
        playlist: model.guidPlaylist,
      });
      if (!paired.ok) throw new Error(`pair ${guid} with ${location}: ${paired.status} ${await paired.text()}`);
    } else if (location) {
      const linked = await admin.get(`/v1/devices/link/${location}/${guid}`);
      if (!linked.ok) throw new Error(`link ${guid} to ${location}: ${linked.status} ${await linked.text()}`);
    }
    keys.push(guid);
  }
  return keys;
}

export interface UseCounts {
  requests: number;
  byStatus: Record<string, number>;
  /** plays reported */
  plays: number;
  /** refused plays by the server's reason */
  refused: Record<string, number>;
}

/**
 * An hour of one shop compressed into `seconds`: each screen polls once a minute (60 polls, with its ETag)
 * and reports its plays every 5 minutes; each staff user opens the dashboard's main pages every 2 minutes.
 */
export async function compressedHour(
  base: string,
  keys: string[],
  staff: Session[],
  seconds: number,
): Promise<UseCounts> {
  const counts: UseCounts = { requests: 0, byStatus: {}, plays: 0, refused: {} };
  const count = async (res: Promise<Response>, json = false) => {
    const r = await res;
    const body: unknown = json ? await r.json().catch(() => null) : await r.arrayBuffer();
    counts.requests++;
    // refusals name their path (a demo user may lack the right for a page)
    const key = r.status < 400 ? String(r.status) : `${r.status} ${new URL(r.url).pathname}`;
    counts.byStatus[key] = (counts.byStatus[key] ?? 0) + 1;
    return { status: r.status, body };
  };
  /** POST /api/plays; a 400's refusals are counted by their message (counts.refused). */
  const countPlays = async (key: string, plays: Array<{ item: string; start: number; seconds: number }>) => {
    const r = await count(
      fetch(`${base}/api/plays?key=${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ batchId: randomUUID(), plays }),
      }),
      true,
    );
    counts.plays += plays.length;
    if (r.status !== 400) return;
    const body = r.body as { error?: { message?: string; details?: { refused?: Array<{ message: string }> } } };
    const refused = body.error?.details?.refused ?? [{ message: body.error?.message ?? '?' }];
    for (const { message } of refused) counts.refused[message] = (counts.refused[message] ?? 0) + 1;
  };
  const minute = (seconds * 1000) / 60;
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const screen = async (key: string, offset: number) => {
    await pause(offset);
    let etag: string | null = null;
    let items: string[] = [];
    let shownSince: number | null = null;
    for (let m = 0; m < 60; m++) {
      const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
      if (etag) headers['if-none-match'] = etag;
      const path = `/api/playlist?key=${key}&version=4.2.0&diskUsageCurrent=12000&diskUsageMax=32000`;
      const res = await fetch(`${base}${path}`, { headers });
      counts.requests++;
      counts.byStatus[res.status] = (counts.byStatus[res.status] ?? 0) + 1;
      if (res.status === 200) {
        etag = res.headers.get('etag');
        const body = (await res.json()) as { items?: Array<{ guid: string }> };
        items = (body.items ?? []).map((i) => i.guid);
      } else await res.arrayBuffer();
      // Every 5 minutes the plays since the last report (or the first playlist): back to back, 10 s each, so
      // no two reports of a screen overlap (the server refuses a play inside one it has).
      if (res.status === 200 && shownSince === null) shownSince = Date.now();
      if (m % 5 === 4 && items.length && shownSince !== null) {
        const from: number = shownSince;
        const n = Math.min(1000, Math.floor((Date.now() - from) / 10_000));
        const plays = Array.from({ length: n }, (_, i) => ({
          item: items[i % items.length],
          start: from + i * 10_000,
          seconds: 10,
        }));
        shownSince = from + n * 10_000;
        if (n) await countPlays(key, plays);
      }
      await pause(minute);
    }
  };
  const today = new Date().toISOString().slice(0, 10);
  const pages = (s: Session) => [
    () => s.get('/v1/user/me'),
    () => s.post('/v1/devices/list', { showAll: true }),
    () => s.get('/v1/playlists/list'),
    () => s.post('/v1/companies/list', {}),
    () => s.post('/v1/media/all', {}),
    () => s.post('/v1/templates/list', {}),
    () => s.get(`/v1/reports/plays?from=${today}&to=${today}&by=item`),
  ];
  const user = async (s: Session, offset: number) => {
    await pause(offset);
    for (let round = 0; round < 30; round++) {
      for (const page of pages(s)) await count(page());
      await pause(2 * minute);
    }
  };
  await Promise.all([
    ...keys.map((k, i) => screen(k, (i * minute) / keys.length)),
    ...staff.map((s, i) => user(s, i * minute)),
  ]);
  return counts;
}

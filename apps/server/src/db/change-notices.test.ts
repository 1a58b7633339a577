// The relay of invalidations between processes, here two apps' buses on one real PostgreSQL (LISTEN/NOTIFY
// needs a server; PGlite stays single-process): DATABASE_URL's server, else the local one.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidationBus, type PlayerCaches } from '../lib/invalidation.js';
import { createPostgresDatabase, postgresServerUrl } from '../test/database.js';
import { waitUntil } from '../test/wait.js';
import { ChangeNotices, encodeNotice, LISTENER_NAME, MAX_PAYLOAD_BYTES } from './change-notices.js';
import { type Database, openDatabase } from './client.js';

type Call = [kind: keyof PlayerCaches, guids: readonly string[] | undefined];

function recorder(bus: InvalidationBus): Call[] {
  const calls: Call[] = [];
  bus.register({
    playlistsChanged: (g) => calls.push(['playlistsChanged', g]),
    mediaChanged: (g) => calls.push(['mediaChanged', g]),
    devicesChanged: (g) => calls.push(['devicesChanged', g]),
  });
  return calls;
}

let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: Database;
const relays: ChangeNotices[] = [];
beforeAll(async () => {
  target = await createPostgresDatabase(postgresServerUrl(), 'notices');
  database = await openDatabase({ url: target.url });
}, 60_000);
afterAll(async () => {
  for (const r of relays) await r.close();
  await database?.close();
  await target?.drop();
});

async function app() {
  const bus = new InvalidationBus();
  const calls = recorder(bus);
  const relay = new ChangeNotices(target.url, database.db, bus, () => undefined);
  await relay.start();
  relays.push(relay);
  return { bus, calls, relay };
}

describe('ChangeNotices', () => {
  it('keeps a notice under PostgreSQL’s limit by turning the longest lists into "all"', () => {
    const many = Array.from({ length: 400 }, () => randomUUID());
    const text = encodeNotice('p', { playlists: many, devices: ['d1'] });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    expect(JSON.parse(text)).toEqual({ from: 'p', playlists: true, devices: ['d1'] });
    expect(JSON.parse(encodeNotice('p', { media: ['m'] }))).toEqual({ from: 'p', media: ['m'] });
  });

  it('passes a change of one app to the other, once to its own caches, and "all" for too many guids', async () => {
    const a = await app();
    const b = await app();
    a.bus.notify({ playlists: ['p1'], media: [] });
    await waitUntil(() => b.calls.length > 0, 'B hears p1', 5000);
    expect(b.calls).toEqual([['playlistsChanged', ['p1']]]);
    b.bus.notify({ devices: Array.from({ length: 400 }, () => randomUUID()) });
    await waitUntil(() => a.calls.length > 1, 'A hears all devices', 5000);
    expect(a.calls).toEqual([
      ['playlistsChanged', ['p1']],
      ['devicesChanged', undefined],
    ]);
    expect(b.calls).toHaveLength(2);
  });

  it('listens again after losing its connection and drops every cache, since notices may have been missed', async () => {
    const a = await app();
    const b = await app();
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    // Only this file's database: other test files (and a second test run) share the server.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    );
    await admin.end();
    await waitUntil(() => a.calls.length === 3 && b.calls.length === 3, 'both dropped everything', 5000);
    expect(b.calls).toEqual([
      ['playlistsChanged', undefined],
      ['mediaChanged', undefined],
      ['devicesChanged', undefined],
    ]);
    a.bus.notify({ media: ['m1'] });
    await waitUntil(() => b.calls.length === 4, 'B hears m1 on the new connection', 5000);
    expect(b.calls[3]).toEqual(['mediaChanged', ['m1']]);
    expect(a.relay.listening && b.relay.listening).toBe(true);
  });
});

// Push across server processes (issue 27 point 5): a change written through A reaches a screen whose push stream
// is open on B, carried by the existing change relay (NOTIFY, db/change-notices.ts) into B's bus.apply. Needs
// PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { devices, playlistItems } from '../db/schema.js';
import { TestClock } from '../test/clock.js';
import { createPostgresDatabase, POSTGRES_TEMPLATE_ENV } from '../test/database.js';
import { addDevice, addLocation, addNetwork, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { testConfig } from '../test/harness.js';
import { baseOf, openPush } from '../test/push-client.js';

const url = process.env.DATABASE_URL;
let target: Awaited<ReturnType<typeof createPostgresDatabase>>;
let database: Database;
let dataDir: string;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  if (!url) return;
  target = await createPostgresDatabase(url, 'push', process.env[POSTGRES_TEMPLATE_ENV]);
  database = await openDatabase({ url: target.url });
  await database.migrate();
  dataDir = mkdtempSync(join(tmpdir(), 'signage-push-'));
  const clock = new TestClock(Date.parse('2026-06-01T10:00:00Z'));
  for (const name of ['a', 'b']) {
    // The periodic check must not be what brings the change: only the relay can.
    const config = testConfig(join(dataDir, name), { DATABASE_URL: target.url, REVALIDATE_SECONDS: '600' });
    apps.push(await buildApp({ config, db: database.db, clock, logger: false }));
  }
  await apps[1]?.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await target?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!url)('push across server processes', () => {
  it('an item changed through A tells the screen connected to B, and only it; archiving through A closes it', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = database.db;
    const network = await addNetwork(db);
    const location = await addLocation(db, { guidParent: network });
    const screen = async () => {
      const playlist = await addPlaylist(db, { guidCompany: network });
      const item = await addPlayerItem(db, { guidPlaylist: playlist });
      const device = await addDevice(db, { guidCompany: location, guidParent: network, guidPlaylist: playlist });
      return { playlist, item, device };
    };
    const [one, two] = [await screen(), await screen()];
    const client = await openPush(baseOf(b.server), `key=${one.device}`);
    const other = await openPush(baseOf(b.server), `key=${two.device}`);
    expect([client.status, other.status]).toEqual([200, 200]);
    await b.ctx.player.push.idle();

    // What the items service does on A: write, then tell the bus (whose relay passes it on to B).
    await db.update(playlistItems).set({ duration: 42 }).where(eq(playlistItems.guid, one.item));
    a.ctx.invalidation.playlistsChanged([one.playlist]);
    await client.received(1);
    expect(client.messages).toEqual([{ type: 'changed' }]);
    // The other screen heard nothing of it: its own change afterwards is its first message.
    a.ctx.invalidation.devicesChanged([two.device]);
    await other.received(1);
    expect(other.messages).toHaveLength(1);

    await db.update(devices).set({ isArchived: 1 }).where(eq(devices.guid, one.device));
    a.ctx.invalidation.devicesChanged([one.device]);
    await client.ended;
    expect(b.ctx.player.push.size).toBe(1);
    other.close();
  });
});

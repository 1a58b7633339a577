import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playlistItems } from './db/schema.js';
import { addDevice, addPlayerItem, addPlaylist } from './test/factory/index.js';
import { type Harness, useHarness } from './test/harness.js';
import { poll } from './test/player.js';
import { writePlaylist } from './test/writes.js';

// Two apps in one process, each with its own data directory and database.
const a = useHarness();
const b = useHarness();

async function pollable(h: Harness) {
  const db = h.database.db;
  const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA });
  const device = await addDevice(db, {
    guidCompany: h.fx.locationA,
    guidParent: h.fx.networkA,
    guidPlaylist: playlist,
  });
  const item = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100, name: 'Alt' });
  return { playlist, device, item };
}

describe('two apps in one process', () => {
  it('keep their own file storage', async () => {
    expect(a.app.ctx.files).not.toBe(b.app.ctx.files);
    const key = `media/${randomUUID()}/bild.png`;
    await a.app.ctx.files.write(key, Buffer.from('png'));
    expect(await a.app.ctx.files.size(key)).toBe(3);
    expect(await b.app.ctx.files.size(key)).toBeNull();
    expect((await a.app.inject({ method: 'GET', url: `/${key}` })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: `/${key}` })).statusCode).toBe(404);
  });

  it('keep their own player caches and invalidation', async () => {
    expect(a.app.ctx.player).not.toBe(b.app.ctx.player);
    expect(a.app.ctx.invalidation).not.toBe(b.app.ctx.invalidation);
    const { playlist, device, item } = await pollable(a);
    const first = await poll(a, device);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;

    // Changed behind the cache's back (A's raw database): only A's own write units make A's player notice.
    await a.database.db.update(playlistItems).set({ name: 'Neu' }).where(eq(playlistItems.guid, item));
    await b.app.ctx.db.update(playlistItems).set({ name: 'B' });
    await writePlaylist(b.app, playlist);
    expect((await poll(a, device, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    await writePlaylist(a.app, playlist);
    const changed = await poll(a, device, { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().items[0].name).toBe('Neu');
  });

  it('keep their own metrics registry: a poll at A is counted by A only', async () => {
    expect(a.app.ctx.metrics.registry).not.toBe(b.app.ctx.metrics.registry);
    const polls = async (h: Harness) =>
      (await h.app.ctx.metrics.screenPolls.get()).values.reduce((sum, v) => sum + v.value, 0);
    const [beforeA, beforeB] = [await polls(a), await polls(b)];
    const { device } = await pollable(a);
    expect((await poll(a, device)).statusCode).toBe(200);
    expect(await polls(a)).toBe(beforeA + 1);
    expect(await polls(b)).toBe(beforeB);
  });
});

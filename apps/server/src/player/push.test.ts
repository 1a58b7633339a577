// GET /api/push: browser screens hold one server-sent events stream; the hub on the invalidation bus tells exactly the
// connected screens whose answer (ETag) a change moved `changed`. Real HTTP against the listening app.
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, media } from '../db/schema.js';
import { addDevice, addLinkItem, addMedia, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness } from '../test/player.js';
import { baseOf, openPush, type PushClient } from '../test/push-client.js';
import { waitUntil } from '../test/wait.js';
import { MAX_CONNECTIONS_PER_DEVICE } from './push-hub.js';

const h = useHarness();
let base = '';
const open: PushClient[] = [];

beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  base = baseOf(h.app.server);
});
beforeEach(async () => {
  for (const c of open.splice(0)) c.close();
  playerOfHarness(h).reset();
});

const hub = () => playerOfHarness(h).push;

/** A connected screen; waits until the hub knows what it plays (so a non-notification means something). */
async function connect(device: string, query = '', headers: Record<string, string> = {}): Promise<PushClient> {
  const client = await openPush(base, `key=${device}${query}`, headers);
  open.push(client);
  await hub().idle();
  return client;
}

async function screen(playlist?: string) {
  const db = h.database.db;
  const list = playlist ?? (await addPlaylist(db, { guidCompany: h.fx.networkA }));
  const device = await addDevice(db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA, guidPlaylist: list });
  return { device, playlist: list };
}

/**
 * Proves that `client` got no message from what happened before beyond `already`: once the hub is done, a keep-alive
 * comment written now must arrive after them (events on one stream arrive in order).
 */
async function nothingBefore(client: PushClient, already = 0) {
  await hub().idle();
  const comments = client.comments;
  hub().ping();
  await waitUntil(() => client.comments > comments, 'the keep-alive comment', 10_000);
  expect(client.messages.length).toBe(already);
}

/** A new item in the playlist, written through the app's recording database: every screen playing it changes. */
async function grow(playlist: string) {
  await addPlayerItem(h.app.ctx.db, { guidPlaylist: playlist });
}

describe('GET /api/push', () => {
  it('streams server-sent events to a known device; unknown, archived and scrapped devices get 404', async () => {
    const { device } = await screen();
    const client = await connect(device);
    expect(client.status).toBe(200);
    expect(hub().size).toBe(1);
    const unknown = await openPush(base, `key=${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const bad = await openPush(base, 'key=kein-guid');
    expect(bad.status).toBe(400);
    const archived = await addDevice(h.database.db, { guidParent: h.fx.networkA, isArchived: 1 });
    expect((await openPush(base, `key=${archived}`)).status).toBe(404);
    const scrapped = await addDevice(h.database.db, { guidParent: h.fx.networkA, deviceState: 'VER' });
    expect((await openPush(base, `key=${scrapped}`)).status).toBe(404);
    // Nothing in the request log for a connection that worked.
    const logged = h.app.serverLog.list({ limit: 1000 }).filter((e) => e.url?.startsWith('/api/push'));
    expect(logged.map((e) => e.status).sort()).toEqual([400, 404, 404, 404]);
  });

  it('a saved item reaches the screens playing that playlist, directly or linked, and no other', async () => {
    const db = h.database.db;
    const shared = await addPlaylist(db, { guidCompany: h.fx.networkA, name: 'Verknüpft' });
    const item = await addPlayerItem(db, { guidPlaylist: shared });
    const direct = await screen(shared);
    const linking = await screen();
    await addLinkItem(db, { guidPlaylist: linking.playlist, linkedPlaylist: shared });
    const other = await screen();
    await addPlayerItem(db, { guidPlaylist: other.playlist });
    const [a, b, c] = [await connect(direct.device), await connect(linking.device), await connect(other.device)];

    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/playlists/${shared}/item`,
      payload: { guid: item, duration: 17 },
    });
    expect(saved.statusCode).toBe(200);
    await a.received(1);
    await b.received(1);
    expect(a.messages[0]).toEqual({ type: 'changed' });
    await nothingBefore(c);
    await nothingBefore(a, 1);
  });

  it('a medium reaches the screens whose loop holds it; everything reaches all', async () => {
    const db = h.database.db;
    const s1 = await screen();
    const medium = await addMedia(db, { guidPlaylist: s1.playlist, convertStatus: 'done', webFileName: 'a.web.mp4' });
    await addPlayerItem(db, { guidPlaylist: s1.playlist, type: 'VIDEO', guidMedia: medium });
    const s2 = await screen();
    const [a, b] = [await connect(s1.device), await connect(s2.device)];
    // Written through the app's recording database, as the owners write: the screens are told after the write.
    const rename = (webFileName: string) =>
      h.app.ctx.db.update(media).set({ webFileName }).where(eq(media.guid, medium));
    await rename('b.web.mp4');
    await a.received(1);
    await nothingBefore(b);
    // A write that changes no answer tells nobody.
    await rename('b.web.mp4');
    await nothingBefore(a, 1);
    await rename('c.web.mp4');
    await addPlayerItem(h.app.ctx.db, { guidPlaylist: s2.playlist });
    await a.received(2);
    await b.received(1);
  });

  it('a playlist newly linked into the loop counts from then on', async () => {
    const db = h.database.db;
    const s = await screen();
    const later = await addPlaylist(db, { guidCompany: h.fx.networkA }, 1);
    const client = await connect(s.device);
    await grow(later);
    await nothingBefore(client);
    await addLinkItem(h.app.ctx.db, { guidPlaylist: s.playlist, linkedPlaylist: later });
    await client.received(1);
    await hub().idle();
    await grow(later);
    await client.received(2);
  });

  it('closes the stream when the device is archived through the staff API', async () => {
    const { device } = await screen();
    const client = await connect(device);
    const archived = await h.call('admin', {
      method: 'POST',
      url: `/v1/devices/archive/${device}`,
      payload: { isArchived: 1 },
    });
    expect(archived.statusCode).toBe(200);
    await client.ended;
    expect(hub().size).toBe(0);
  });

  it('needs the device secret where the network requires it (query or header); a new secret closes the old stream', async () => {
    const { device } = await screen();
    await h.database.db.update(companies).set({ deviceSecretRequired: true }).where(eq(companies.guid, h.fx.networkA));
    playerOfHarness(h).devicesChanged();
    const missing = await openPush(base, `key=${device}`);
    expect(missing.status).toBe(401);
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` })).json();
    expect((await openPush(base, `key=${device}&secret=${secret}x`)).status).toBe(401);
    const byQuery = await connect(device, `&secret=${encodeURIComponent(secret)}`);
    expect(byQuery.status).toBe(200);
    const byHeader = await connect(device, '', { 'x-device-secret': secret });
    expect(byHeader.status).toBe(200);
    expect((await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` })).statusCode).toBe(200);
    await byQuery.ended;
    await byHeader.ended;
    expect(hub().size).toBe(0);
  });

  it(`keeps at most ${MAX_CONNECTIONS_PER_DEVICE} streams per device, closing the oldest`, async () => {
    const { device } = await screen();
    const first = await connect(device);
    const rest: PushClient[] = [];
    for (let i = 0; i < MAX_CONNECTIONS_PER_DEVICE; i++) rest.push(await connect(device));
    await first.ended;
    expect(hub().size).toBe(MAX_CONNECTIONS_PER_DEVICE);
    expect(rest.some((c) => c.isEnded())).toBe(false);
  });

  it('counts open streams and sent messages for Prometheus', async () => {
    const { device, playlist } = await screen();
    const client = await connect(device);
    await grow(playlist);
    await client.received(1);
    const text = (await h.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^signage_push_connections 1$/m);
    expect(text).toMatch(/^signage_push_messages_total\{type="changed"\} [1-9]/m);
    expect(text).not.toContain('route="/api/push"');
  });
});

describe('the push hub on close', () => {
  it('ends every stream when the app closes', async () => {
    const { device } = await screen();
    const client = await connect(device);
    hub().close();
    await client.ended;
    expect(hub().size).toBe(0);
    hub().start();
  });
});

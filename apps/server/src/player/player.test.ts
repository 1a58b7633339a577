import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../db/schema.js';
import { addDevice, addLinkItem, addMedia, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { DAY, playerOfHarness, poll } from '../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const BASE = 'http://localhost:80';

async function deviceWithPlaylist(values: Partial<typeof devices.$inferInsert> = {}) {
  const playlist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA, name: 'Schaufenster' });
  const device = await addDevice(h.database.db, {
    guidCompany: h.fx.locationA,
    guidParent: h.fx.networkA,
    guidPlaylist: playlist,
    ...values,
  });
  return { playlist, device };
}

describe('GET /api/playlist', () => {
  it('answers the resolved loop in play order with absolute URLs and the device settings', async () => {
    const db = h.database.db;
    const now = h.clock.now();
    const { playlist, device } = await deviceWithPlaylist({ stageName: null, maxDuration: 120, name: 'Fenster' });
    const image = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 300, md5: 'abc', size: 99 });
    const web = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 100,
      type: 'WEB',
      mime: 'web',
      localFileName: 'https://example.org/angebote',
    });
    const done = await addMedia(db, { guidPlaylist: playlist, webFileName: 'clip.web.mp4', convertStatus: 'done' });
    const video = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 200,
      type: 'VIDEO',
      localFileName: 'clip.mp4',
      guidMedia: done,
    });
    for (const status of ['waiting', 'running', 'failed']) {
      const m = await addMedia(db, { guidPlaylist: playlist, convertStatus: status });
      await addPlayerItem(db, {
        guidPlaylist: playlist,
        orderNr: 250,
        type: 'VIDEO',
        localFileName: 'x.mp4',
        guidMedia: m,
      });
    }
    await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 400, active: 0 });
    await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 500, activeTill: new Date(now - 1) });
    const future = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 600, activeFrom: new Date(now + DAY) });

    const res = await poll(h, device);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    const body = res.json();
    expect(res.headers.etag).toBe(body.etag);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(body.items.map((i: { guid: string }) => i.guid)).toEqual([web, video, image, future]);
    expect(body.items[0].localAbsoluteFileName).toBe('https://example.org/angebote');
    expect(body.items[1].localAbsoluteFileName).toBe(`${BASE}/media/${playlist}/clip.web.mp4`);
    expect(body.items[2]).toMatchObject({
      localAbsoluteFileName: `${BASE}/media/${playlist}/${image}.jpg`,
      localFileName: `${image}.jpg`,
      md5: 'abc',
      size: 99,
      type: 'IMAGE',
      active: 1,
      fromPlayList: null,
    });
    expect(body.items[3].activeFrom).toBe(now + DAY);
    expect(body.device).toMatchObject({
      guid: device,
      stageName: 'Fenster',
      orientation: 'horizontal',
      maxDuration: 120,
      jsonMonitor: { vis: true, x: 0, y: 0, w: 84, h: 128 },
      appVersion: null,
    });
    expect(body.playlist).toMatchObject({ guid: playlist, name: 'Schaufenster' });
    expect(body.serverTime).toBe(now);
  });

  it('expands linked playlists and channels in place, recursively, and stops at cycles', async () => {
    const db = h.database.db;
    const { playlist, device } = await deviceWithPlaylist();
    const channel = await addPlaylist(db, { channel: 1, name: 'Kanal' });
    const inner = await addPlaylist(db, { name: 'Innen' });
    const first = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
    await addLinkItem(db, { guidPlaylist: playlist, linkedPlaylist: channel, orderNr: 200 });
    const last = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 300 });
    const c1 = await addPlayerItem(db, { guidPlaylist: channel, orderNr: 100 });
    await addLinkItem(db, { guidPlaylist: channel, linkedPlaylist: inner, orderNr: 150 });
    await addLinkItem(db, { guidPlaylist: channel, linkedPlaylist: playlist, orderNr: 160 }); // cycle back to the root
    await addLinkItem(db, { guidPlaylist: channel, linkedPlaylist: channel, orderNr: 170 }); // self link
    const c2 = await addPlayerItem(db, { guidPlaylist: channel, orderNr: 200 });
    const i1 = await addPlayerItem(db, { guidPlaylist: inner, orderNr: 100 });
    await addLinkItem(db, { guidPlaylist: inner, linkedPlaylist: channel, orderNr: 200 }); // cycle inner -> channel

    const body = (await poll(h, device)).json();
    expect(body.items.map((i: { guid: string }) => i.guid)).toEqual([first, c1, i1, c2, last]);
    const from = Object.fromEntries(
      body.items.map((i: { guid: string; fromPlayList: string }) => [i.guid, i.fromPlayList]),
    );
    expect(from).toEqual({ [first]: null, [c1]: channel, [i1]: inner, [c2]: channel, [last]: null });
  });

  it('answers a device without playlist with an empty loop; invalid key 400; ping is constant', async () => {
    const device = await addDevice(h.database.db, { guidParent: h.fx.networkA });
    const body = (await poll(h, device)).json();
    expect(body).toMatchObject({ playlist: null, items: [] });
    const bad = await h.app.inject({ method: 'GET', url: '/api/playlist?key=kein-guid' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/GUID/);
    expect((await h.app.inject({ method: 'GET', url: '/api/playlist' })).statusCode).toBe(400);
    const ping = await h.app.inject({ method: 'GET', url: '/api/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.json()).toEqual({ ok: true });
  });

  it('ignores bad telemetry values one by one and still serves the playlist; keeps the good ones', async () => {
    const db = h.database.db;
    const { playlist, device } = await deviceWithPlaylist();
    const item = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
    const stored = async () => {
      await playerOfHarness(h).flush();
      const [row] = await db.select().from(devices).where(eq(devices.guid, device));
      return {
        version: row.clientVersionString,
        diskUsageCurrent: row.diskUsageCurrent,
        diskUsageMax: row.diskUsageMax,
      };
    };
    await poll(h, device, { query: 'version=1.0&diskUsageCurrent=10&diskUsageMax=100' });
    expect(await stored()).toEqual({ version: '1.0', diskUsageCurrent: 10, diskUsageMax: 100 });
    const bad = [
      'diskUsageCurrent=1200.5&diskUsageMax=2000',
      'diskUsageCurrent=-1&version=2.0',
      `version=${'v'.repeat(101)}&diskUsageCurrent=30`,
      'diskUsageMax=viel&diskUsageCurrent=40&diskUsageCurrent=41',
      `time=${'t'.repeat(51)}`,
    ];
    const answers = [];
    for (const query of bad) answers.push(await poll(h, device, { query }));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const r of answers) expect(r.json().items.map((i: { guid: string }) => i.guid)).toEqual([item]);
    // The valid values of these polls count, the invalid ones leave the stored values as they were.
    expect(await stored()).toEqual({ version: '2.0', diskUsageCurrent: 30, diskUsageMax: 2000 });
  });

  it('keeps the telemetry of an earlier poll in the same flush window when a later poll sends none', async () => {
    const { device } = await deviceWithPlaylist();
    const player = playerOfHarness(h);
    await poll(h, device, { query: 'version=3.1&diskUsageCurrent=55&diskUsageMax=200' });
    h.clock.set(h.clock.now() + 1000);
    await poll(h, device);
    expect(player.heartbeats.peek(device)).toMatchObject({
      at: h.clock.now(),
      version: '3.1',
      diskUsageCurrent: 55,
      diskUsageMax: 200,
    });
    await player.flush();
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, device));
    expect(row).toMatchObject({ clientVersionString: '3.1', diskUsageCurrent: 55, diskUsageMax: 200 });
    expect(row.lastHeartbeat?.getTime()).toBe(h.clock.now());
  });

  it('sends gzip to players that accept it, with the weak form of the same ETag', async () => {
    const { playlist, device } = await deviceWithPlaylist();
    await addPlayerItem(h.database.db, { guidPlaylist: playlist, orderNr: 100 });
    const plain = await poll(h, device);
    const zipped = await poll(h, device, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(zipped.headers.etag).toBe(`W/${plain.headers.etag}`);
    const { serverTime: _a, ...fromGzip } = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'));
    const { serverTime: _b, ...fromPlain } = plain.json();
    expect(fromGzip).toEqual(fromPlain);
    const again = await poll(h, device, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(zipped.headers.etag);
  });

  it('uses PUBLIC_URL for absolute addresses when configured', async () => {
    const { playlist, device } = await deviceWithPlaylist();
    const item = await addPlayerItem(h.database.db, { guidPlaylist: playlist });
    const config = h.app.ctx.config;
    config.publicUrl = 'https://signage.example';
    try {
      const body = (await poll(h, device)).json();
      expect(body.items[0].localAbsoluteFileName).toBe(`https://signage.example/media/${playlist}/${item}.jpg`);
    } finally {
      config.publicUrl = undefined;
    }
  });

  it('is documented in the OpenAPI with every query parameter and both identification forms', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const op = doc.paths['/api/playlist'].get;
    const names = (where: string) =>
      op.parameters.filter((p: { in: string }) => p.in === where).map((p: { name: string }) => p.name);
    expect(names('query').sort()).toEqual(['diskUsageCurrent', 'diskUsageMax', 'key', 'time', 'version'].sort());
    expect(names('header').sort()).toEqual(['if-none-match', 'x-device-secret']);
    expect(op.description).toMatch(/X-Device-Secret/);
    expect(op.description).toMatch(/key=\{deviceGuid\}/);
    expect(doc.paths['/api/ping'].get.summary).toMatch(/Lebenszeichen/);
  });

  it('gives the md5 and size of a converted web MP4 from mediaInfo', async () => {
    const db = h.database.db;
    const { playlist, device } = await deviceWithPlaylist();
    const m = await addMedia(db, {
      guidPlaylist: playlist,
      webFileName: 'a.web.mp4',
      mediaInfo: JSON.stringify({ webMd5: 'feed', webSize: 42 }),
    });
    await addPlayerItem(db, {
      guidPlaylist: playlist,
      type: 'VIDEO',
      localFileName: 'a.mov',
      guidMedia: m,
      md5: 'orig',
      size: 1000,
    });
    const [item] = (await poll(h, device)).json().items;
    expect(item).toMatchObject({ md5: 'feed', size: 42, localAbsoluteFileName: `${BASE}/media/${playlist}/a.web.mp4` });
  });

  it('leaves out a converted video whose web MP4 is missing, and a video without a media entry', async () => {
    const db = h.database.db;
    const { playlist, device } = await deviceWithPlaylist();
    const image = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
    const noWeb = await addMedia(db, { guidPlaylist: playlist, convertStatus: 'done', webFileName: null });
    const video = { guidPlaylist: playlist, type: 'VIDEO', localFileName: 'v.mp4' };
    await addPlayerItem(db, { ...video, orderNr: 200, guidMedia: noWeb });
    await addPlayerItem(db, { ...video, orderNr: 300 });
    const items = (await poll(h, device)).json().items;
    expect(items.map((i: { guid: string }) => i.guid)).toEqual([image]);
  });
});

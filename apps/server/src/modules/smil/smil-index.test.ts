// The SMIL index: what a screen plays as A-SMIL, validators as IAdea/garlic players use them, the device by address or
// User-Agent, the secret in the address, SMIL 3.0 structure.
import type { ItemSchedule, OpeningHours } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, devices, playlistItems } from '../../db/schema.js';
import { addDevice, addLinkItem, addLocation, addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { parseSmil, prefetchOf, refreshOf } from '../../test/smil-client.js';
import { injectTransport, smilClientOf } from '../../test/smil-harness.js';
import { smilViolations } from '../../test/smil-structure.js';
import { writePlaylist } from '../../test/writes.js';
import { indexMemo } from './service.js';

const h = useHarness();
beforeEach(() => {
  playerOfHarness(h).reset();
  indexMemo(h.app.ctx).clear();
});

const at = (iso: string) => Date.parse(iso);
const OPEN_9_18: OpeningHours = {
  weekly: Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr', 'sa'].map((d) => [d, [{ from: '09:00', till: '18:00' }]])),
  exceptions: [],
};
const MORNINGS: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '08:00', till: '12:00' }],
};

async function screen() {
  const db = h.database.db;
  const location = await addLocation(db, {
    guidParent: h.fx.networkA,
    timeZone: 'Europe/Berlin',
    openingHours: OPEN_9_18,
  });
  const playlist = await addPlaylist(db, { guidCompany: location });
  const linked = await addPlaylist(db, { guidCompany: location });
  const image = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
  const link = await addLinkItem(db, { guidPlaylist: playlist, orderNr: 200, linkedPlaylist: linked });
  const inner = await addPlayerItem(db, { guidPlaylist: linked, orderNr: 100, duration: 7 });
  const web = await addPlayerItem(db, {
    guidPlaylist: playlist,
    orderNr: 300,
    type: 'WEB',
    mime: null,
    localFileName: 'https://example.org/a?b=1&c=2',
    duration: 20,
    schedule: MORNINGS,
  });
  const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
  return { db, location, playlist, linked, image, link, inner, web, device };
}

const sources = (list: Array<{ contentId: string | null }> | null) => list?.map((m) => m.contentId) ?? null;

describe('the SMIL index', () => {
  it('plays what /api/playlist says, as valid SMIL 3.0 with prefetch, wallclock periods in the zone and Refresh 60', async () => {
    const { device, image, inner, web } = await screen();
    h.clock.set(at('2026-06-01T08:30:00Z')); // Monday 10:30 in Berlin, open
    const client = smilClientOf(h, device);
    expect(await client.refresh()).toBe('updated');
    const smil = client.smil;
    if (!smil || !client.xml) throw new Error('no index');
    expect(smilViolations(smil)).toEqual([]);
    expect(refreshOf(smil)).toBe(60);
    const json = (await poll(h, device)).json() as { items: Array<{ guid: string; localAbsoluteFileName: string }> };
    expect(json.items.map((i) => i.guid)).toEqual([image, inner, web]);
    expect(sources(client.playingAt(h.clock.now()))).toEqual([image, inner, web]);
    const now = client.playingAt(h.clock.now()) ?? [];
    expect(now.map((m) => m.kind)).toEqual(['img', 'img', 'ref']);
    expect(now.map((m) => m.src)).toEqual(json.items.map((i) => i.localAbsoluteFileName));
    expect(now.map((m) => m.dur)).toEqual(['10s', '7s', '20s']);
    expect(prefetchOf(smil).sort()).toEqual(
      json.items
        .slice(0, 2)
        .map((i) => i.localAbsoluteFileName)
        .sort(),
    );
    expect(client.xml).toContain('begin="wallclock(2026-06-01T12:00:00+02:00)"'); // the morning item ends at noon
    // At 13:00 Berlin the web item no longer plays; at 19:00 (after 18:00 + 30 min) the screen is off: black.
    expect(sources(client.playingAt(at('2026-06-01T11:00:00Z')))).toEqual([image, inner]);
    expect(client.playingAt(at('2026-06-01T17:00:00Z'))).toEqual([]);
  });

  it('answers HEAD and GET with ETag and Last-Modified, 304 on either validator, a new index after an edit', async () => {
    const { db, device, playlist, image } = await screen();
    h.clock.set(at('2026-06-01T08:30:00Z'));
    const transport = injectTransport(h);
    const url = `/smil/${device}/index.smil`;
    const head = await transport({ method: 'HEAD', url, headers: {} });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('application/smil+xml; charset=utf-8');
    const get = await transport({ method: 'GET', url, headers: {} });
    expect(get.headers.etag).toBe(head.headers.etag);
    expect(get.headers['last-modified']).toBe(head.headers['last-modified']);
    const etag = String(get.headers.etag);
    const lastModified = String(get.headers['last-modified']);
    const both: Array<Record<string, string>> = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }];
    for (const headers of both) {
      for (const method of ['HEAD', 'GET'] as const) {
        const again = await transport({ method, url, headers });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
    }
    h.clock.advance(5_000);
    await db.update(playlistItems).set({ duration: 15 }).where(eq(playlistItems.guid, image));
    await writePlaylist(h.app, playlist);
    const changed = await transport({ method: 'GET', url, headers: { 'if-modified-since': lastModified } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    expect(changed.body).toContain('dur="15s"');
    expect((await transport({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(200);
  });

  it('finds the device by the User-Agent of IAdea and garlic players; without one a German 400', async () => {
    const { device, image } = await screen();
    h.clock.set(at('2026-06-01T08:30:00Z'));
    for (const agent of [
      `ADAPI/2.0 (UUID:${device}) AOSP/9`,
      `GAPI/1.0 (UUID:${device}; Linux x86_64) garlic-linux/0.6`,
    ]) {
      const res = await h.app.inject({ method: 'GET', url: '/smil/index.smil', headers: { 'user-agent': agent } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`value="${image}"`);
    }
    const none = await h.app.inject({ method: 'GET', url: '/smil/index.smil', headers: { 'user-agent': 'curl/8' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toMatch(/User-Agent nennt keine UUID/);
  });

  it('needs the device secret in the address where the network requires it; archived screens get 404', async () => {
    const { db, device } = await screen();
    await db.update(companies).set({ deviceSecretRequired: true }).where(eq(companies.guid, h.fx.networkA));
    playerOfHarness(h).devicesChanged();
    expect((await h.app.inject({ method: 'GET', url: `/smil/${device}/index.smil` })).statusCode).toBe(401);
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${device}/secret` })).json();
    const url = `/smil/${device}/index.smil?secret=${encodeURIComponent(secret)}`;
    const ok = await h.app.inject({ method: 'GET', url });
    expect(ok.statusCode).toBe(200);
    // The log uploads the index names carry the secret too.
    expect(ok.body).toContain(`/smil/${device}/reports/playlog?secret=${encodeURIComponent(secret)}`);
    await db.update(devices).set({ isArchived: 1 }).where(eq(devices.guid, device));
    playerOfHarness(h).devicesChanged();
    expect((await h.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('writes wallclock times with the offset that holds at each instant across the change to winter time', async () => {
    const { device } = await screen();
    h.clock.set(at('2026-10-24T20:00:00Z')); // Saturday 22:00 in Berlin (UTC+2); Sunday 25 October is UTC+1
    const client = smilClientOf(h, device);
    await client.refresh();
    const xml = client.xml ?? '';
    expect(xml).toMatch(/wallclock\(2026-10-24T\d\d:\d\d:\d\d\+02:00\)/);
    expect(xml).toMatch(/wallclock\(2026-10-25T\d\d:\d\d:\d\d\+01:00\)/);
    for (const m of xml.matchAll(/wallclock\(([^)]+)\)/g)) expect(Number.isNaN(Date.parse(m[1] as string))).toBe(false);
    expect(parseSmil(xml).name).toBe('smil');
  });
});

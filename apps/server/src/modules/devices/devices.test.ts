import { R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { deviceSample } from '../../test/factory/device-sample.js';
import { addDevice, addPlayerItem, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { DAY, playerOfHarness, poll } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

interface Listed {
  guid: string;
  [key: string]: unknown;
}
const guids = (items: Listed[]) => items.map((i) => i.guid).sort();

const list = (as: 'admin' | 'netA' | 'netB' | 'support' | 'nobody' | 'standortA', payload: object) =>
  h.call(as, { method: 'POST', url: '/v1/devices/list', payload });

describe('POST /v1/devices/list', () => {
  it('follows SPEC §4: without showAll only devices without network that are not ACTIVE; VER never', async () => {
    const s = await deviceSample(h);
    const plain = (await list('admin', {})).json();
    expect(guids(plain.items)).toEqual([s.unassigned]);
    expect(plain.count).toBe(1);
    const all = (await list('admin', { showAll: true })).json();
    expect(guids(all.items)).toEqual([s.unassigned, s.a, s.b, s.newA].sort());
    const withArchived = (await list('admin', { showAll: true, showArchived: true })).json();
    expect(guids(withArchived.items)).toContain(s.archived);
    expect(guids(withArchived.items)).not.toContain(s.ver);
    // 'Archivierte anzeigen' alone adds the archived devices to the default list (they have a network).
    const archivedToo = (await list('admin', { showArchived: true })).json();
    expect(guids(archivedToo.items)).toEqual([s.unassigned, s.archived].sort());
    expect(archivedToo.count).toBe(2);
    expect(guids((await list('netA', { showArchived: true })).json().items)).toEqual([s.archived]);
    const newOnly = (await list('admin', { showAll: true, status: 'NEW' })).json();
    expect(guids(newOnly.items)).toEqual([s.unassigned, s.newA].sort());
  });

  it('says how many devices of the caller’s reach the default filter hides', async () => {
    const s = await deviceSample(h);
    // admin: A's active and new device and B's are left out; archived and VER would not show with showAll either
    expect((await list('admin', {})).json()).toMatchObject({ count: 1, hidden: 3 });
    const showAll = (await list('admin', { showAll: true })).json();
    expect(showAll).toMatchObject({ count: 4, hidden: 0 });
    // only its own network's devices are counted, never another network's
    expect((await list('netA', {})).json()).toEqual({ items: [], count: 0, hidden: 2 });
    expect((await list('netB', {})).json()).toEqual({ items: [], count: 0, hidden: 1 });
    expect((await list('standortA', {})).json()).toMatchObject({ count: 0, hidden: 1 });
    // with the other filters: what 'Alle anzeigen' would add to this search, status or archive choice
    expect((await list('netA', { keyWord: 'Fenster' })).json()).toMatchObject({ count: 0, hidden: 1 });
    expect((await list('admin', { status: 'NEW' })).json()).toMatchObject({ count: 1, hidden: 1 });
    expect((await list('netA', { showArchived: true })).json()).toMatchObject({ count: 1, hidden: 2 });
    expect(guids((await list('netA', { showAll: true })).json().items)).toEqual([s.a, s.newA].sort());
  });

  it('keeps networks apart: a network user never sees other networks or unassigned devices', async () => {
    const s = await deviceSample(h);
    const a = (await list('netA', { showAll: true })).json();
    expect(guids(a.items)).toEqual([s.a, s.newA].sort());
    expect((await list('netA', {})).json().items).toEqual([]);
    const b = (await list('netB', { showAll: true, companyGuid: h.fx.networkA })).json();
    expect(b).toEqual({ items: [], count: 0, hidden: 0 });
    const withOther = await userWithRights(h, {
      rights: [R.devices, 'RIGHT_NETWORK_VISIBLE_OTHER'],
      at: h.fx.networkA,
    });
    const seen = (await withOther({ method: 'POST', url: '/v1/devices/list', payload: { showAll: true } })).json();
    expect(guids(seen.items)).toEqual([s.unassigned, s.a, s.newA].sort());
    const locationUser = await userWithRights(h, { rights: [R.devices], at: h.fx.locationA });
    const own = (await locationUser({ method: 'POST', url: '/v1/devices/list', payload: { showAll: true } })).json();
    expect(guids(own.items)).toEqual([s.a]);
  });

  it('filters by company and keyword, pages, and gives company, playlist, health and sync state', async () => {
    const s = await deviceSample(h);
    const byCompany = (await list('admin', { companyGuid: h.fx.locationA })).json();
    expect(guids(byCompany.items)).toEqual([s.a]);
    const byNetwork = (await list('admin', { companyGuid: h.fx.networkA })).json();
    expect(guids(byNetwork.items)).toEqual([s.a, s.newA].sort());
    expect(guids((await list('admin', { showAll: true, keyWord: 'fenster' })).json().items)).toEqual([s.a, s.b].sort());
    expect(guids((await list('admin', { showAll: true, keyWord: 'Berlin' })).json().items)).toEqual([s.a]);
    const byKeyword = async (keyWord: string) => guids((await list('admin', { showAll: true, keyWord })).json().items);
    // Location name, network name (through the location or guidParent), a GUID fragment, % taken literally.
    expect(await byKeyword('standort a1')).toEqual([s.a]);
    expect(await byKeyword('Netz A')).toEqual([s.a, s.newA].sort());
    expect(await byKeyword(s.b.slice(0, 13))).toEqual([s.b]);
    expect(await byKeyword('%')).toEqual([]);
    // Case and umlauts are ignored, and the search follows a rename (search_text is generated on write).
    expect(await byKeyword('NEUES GERÄT')).toEqual([s.unassigned]);
    await h.database.db.update(devices).set({ name: 'Schaufenster Süd' }).where(eq(devices.guid, s.b));
    expect(await byKeyword('fenster süd')).toEqual([s.b]);
    expect(await byKeyword('Fenster B')).toEqual([]);
    const page = (await list('admin', { showAll: true, pagination: { page: 2, itemsPerPage: 3 } })).json();
    expect(page.count).toBe(4);
    expect(page.items).toHaveLength(1);
    const [item] = (await list('netA', { companyGuid: h.fx.locationA })).json().items;
    expect(item).toMatchObject({
      companyName: 'Standort A1',
      companyTown: 'Berlin',
      companyMail: null,
      networkGuid: h.fx.networkA,
      networkName: 'Netz A',
      playlistName: 'Loop A',
      indicator: 0,
      diskColour: 'orange',
      diskUsagePercent: 85,
      syncState: 'ausstehend',
      lastHeartbeat: h.clock.now() - 60_000,
      jsonMonitor: { vis: true, x: 0, y: 0, w: 84, h: 128 },
      tags: '[]',
      hasSecret: false,
    });
    expect(item).not.toHaveProperty('secretHash');
  });

  it("shows 'aktuell' once the screen has the current loop and 'ausstehend' after a change", async () => {
    const s = await deviceSample(h);
    const state = async () => (await h.call('admin', { method: 'GET', url: `/v1/devices/${s.a}` })).json().syncState;
    expect(await state()).toBe('ausstehend');
    expect((await poll(h, s.a)).statusCode).toBe(200);
    expect(await state()).toBe('aktuell'); // pending heartbeat counts already
    await playerOfHarness(h).flush();
    playerOfHarness(h).reset();
    expect(await state()).toBe('aktuell');
    await addPlayerItem(h.database.db, { guidPlaylist: s.playlist });
    playerOfHarness(h).playlistsChanged([s.playlist]);
    expect(await state()).toBe('ausstehend');
  });

  it('refuses bad input (400) and callers without the right (403)', async () => {
    expect((await list('admin', { pagination: { page: 0, itemsPerPage: 10 } })).statusCode).toBe(400);
    expect((await list('admin', { pagination: { page: 1, itemsPerPage: 'viele' } })).statusCode).toBe(400);
    const bad = await list('admin', { companyGuid: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/GUID/);
    expect((await list('admin', { showAll: 'vielleicht' })).statusCode).toBe(400);
    expect((await list('nobody', {})).statusCode).toBe(403);
    expect((await list('support', {})).statusCode).toBe(200);
  });

  it('lets a location user with the Geräte tile right see the devices at that location only', async () => {
    const s = await deviceSample(h);
    const res = await list('standortA', { showAll: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((d: { guid: string }) => d.guid)).toEqual([s.a]);
    expect((await list('standortA', { showAll: true, companyGuid: h.fx.locationB })).json().items).toEqual([]);
  });
});

describe('GET /v1/devices/{id}', () => {
  it('answers visible devices and 404 for other networks and unassigned ones', async () => {
    const s = await deviceSample(h);
    const res = await h.call('netA', { method: 'GET', url: `/v1/devices/${s.a}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      guid: s.a,
      stageName: 'Fenster A',
      heartbeatDateTime: '2026-06-01T09:59:00.000Z',
    });
    expect((await h.call('netB', { method: 'GET', url: `/v1/devices/${s.a}` })).statusCode).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/devices/${s.unassigned}` })).statusCode).toBe(404);
    expect((await h.call('support', { method: 'GET', url: `/v1/devices/${s.unassigned}` })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: '/v1/devices/123' })).statusCode).toBe(400);
    expect((await h.call('standortA', { method: 'GET', url: `/v1/devices/${s.a}` })).statusCode).toBe(200);
    expect((await h.call('standortA', { method: 'GET', url: `/v1/devices/${s.b}` })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'POST', url: `/v1/devices/archive/${s.a}` })).statusCode).toBe(403);
  });

  it('reports the indicator and disk colour against the clock and OFFLINE_AFTER_HOURS', async () => {
    const device = await addDevice(h.database.db, {
      guidParent: h.fx.networkA,
      lastHeartbeat: new Date(h.clock.now() - DAY + 1),
      diskUsageCurrent: 96,
      diskUsageMax: 100,
    });
    const get = async () => (await h.call('admin', { method: 'GET', url: `/v1/devices/${device}` })).json();
    // Silent for almost a day: yellow, red at OFFLINE_AFTER_HOURS.
    expect(await get()).toMatchObject({ indicator: 1, health: 'silent', diskColour: 'red' });
    h.clock.advance(1);
    expect((await get()).indicator).toBe(2);
    await h.database.db.update(devices).set({ diskUsageCurrent: 10, diskUsageMax: 0 }).where(eq(devices.guid, device));
    expect(await get()).toMatchObject({ diskColour: null, diskUsagePercent: null });
    await h.database.db.update(devices).set({ diskUsageCurrent: 79, diskUsageMax: 100, lastHeartbeat: null });
    expect(await get()).toMatchObject({ diskColour: 'green', indicator: 2, heartbeatDateTime: null });
  });
});

describe('GET /v1/devices/{id}/playlist', () => {
  it("answers what the screen gets, without a heartbeat; other networks' devices are 404", async () => {
    const s = await deviceSample(h);
    const res = await h.call('netA', { method: 'GET', url: `/v1/devices/${s.a}/playlist` });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    const screen = await poll(h, s.a);
    expect(screen.statusCode).toBe(200);
    expect(res.headers.etag).toBe(screen.headers.etag);
    const { serverTime: _a, ...previewRest } = preview;
    const { serverTime: _b, ...screenRest } = screen.json();
    expect(previewRest).toEqual(screenRest);
    expect(preview.items).toHaveLength(1);
    // Only the screen's own poll counts as a heartbeat.
    expect(playerOfHarness(h).heartbeats.size).toBe(1);
    playerOfHarness(h).heartbeats.clear();
    await h.call('netA', { method: 'GET', url: `/v1/devices/${s.a}/playlist` });
    expect(playerOfHarness(h).heartbeats.size).toBe(0);
    expect((await h.call('netB', { method: 'GET', url: `/v1/devices/${s.a}/playlist` })).statusCode).toBe(404);
    expect((await h.call('nobody', { method: 'GET', url: `/v1/devices/${s.a}/playlist` })).statusCode).toBe(403);
    expect((await h.call('admin', { method: 'GET', url: '/v1/devices/x/playlist' })).statusCode).toBe(400);
  });
});

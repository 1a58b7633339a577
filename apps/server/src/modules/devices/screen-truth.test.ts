import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, devices } from '../../db/schema.js';
import { addDevice, addLocation } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { playingScreen } from '../../test/plays.js';

/**
 * 'Läuft gerade' names a running announcement and says 'aus (Ruhezeit)' in the off-time (decided on the server, before
 * any report), and a screen silent for 15 minutes in its on-time is yellow. Network A opens Mo–Fr 9–18 (Berlin, UTC+2
 * in June; default on-time 8:30–18:30).
 */
const h = useHarness({ SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' });
beforeEach(() => playerOfHarness(h).reset());
const workday = [{ from: '09:00', till: '18:00' }];
const HOURS = { weekly: { mo: workday, di: workday, mi: workday, do: workday, fr: workday }, exceptions: [] };
/** Berlin wall time in June 2026 (2026-06-04 is a Thursday). */
const berlin = (day: number, time: string) => Date.parse(`2026-06-${String(day).padStart(2, '0')}T${time}:00+02:00`);
const MINUTE = 60_000;

const page = async (guid: string) => (await h.call('support', { method: 'GET', url: `/v1/devices/${guid}` })).json();
async function listed(guid: string) {
  const res = await h.call('support', { method: 'GET', url: `/v1/devices/support?showOnline=1&itemsPerPage=100` });
  expect(res.statusCode).toBe(200);
  return res.json().items.find((d: { guid: string }) => d.guid === guid);
}
const showing = (key: string, item: string, start: number) =>
  h.app.inject({ method: 'POST', url: `/api/showing?key=${key}`, payload: { item, start } });
async function online(key: string) {
  expect((await poll(h, key)).statusCode).toBe(200);
  await playerOfHarness(h).flush();
}
const withHours = () =>
  h.database.db.update(companies).set({ openingHours: HOURS }).where(eq(companies.guid, h.fx.networkA));
async function announce(payload: Record<string, unknown>) {
  const res = await h.call('netA', {
    method: 'POST',
    url: '/v1/announcements',
    payload: { network: h.fx.networkA, colour: '#c62828', text: 'Heute ab 16 Uhr geschlossen', ...payload },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { guid: string };
}

describe("'Läuft gerade' tells the truth", () => {
  it('names a running announcement in the device page and the support list, and the item again after it', async () => {
    await withHours();
    h.clock.set(berlin(4, '11:00'));
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const other = await addLocation(h.database.db, { name: 'Standort A2', guidParent: h.fx.networkA, city: 'Bonn' });
    const elsewhere = await playingScreen(h, { network: h.fx.networkA, location: other });
    await online(s.device);
    await online(elsewhere.device);
    expect((await showing(s.device, s.first, berlin(4, '10:59'))).statusCode).toBe(200);
    const start = berlin(4, '11:00');
    const made = await announce({
      scope: 'location',
      location: h.fx.locationA,
      startsAt: start,
      endsAt: start + 60 * MINUTE,
    });
    const expected = {
      kind: 'announcement',
      item: made.guid,
      name: 'Heute ab 16 Uhr geschlossen',
      type: 'ANNOUNCEMENT',
      thumb: null,
      since: start,
      until: null,
      live: true,
    };
    expect((await page(s.device)).nowPlaying).toEqual(expected);
    expect((await listed(s.device)).nowPlaying).toEqual(expected);
    // A screen it does not reach: nothing reported, nothing named.
    expect((await page(elsewhere.device)).nowPlaying).toBeNull();
    // Ended: the screen's own report again.
    h.clock.set(start + 61 * MINUTE);
    await online(s.device);
    expect((await page(s.device)).nowPlaying).toMatchObject({ kind: 'item', item: s.first, live: true });
  });

  it('names it before the screen reported anything, not live while the screen is silent', async () => {
    h.clock.set(berlin(4, '11:00'));
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await online(s.device);
    expect((await page(s.device)).nowPlaying).toBeNull();
    const made = await announce({ scope: 'devices', devices: [s.device], endsAt: berlin(4, '12:00') });
    expect((await page(s.device)).nowPlaying).toMatchObject({ kind: 'announcement', item: made.guid, live: true });
    h.clock.set(berlin(4, '11:20'));
    expect((await page(s.device)).nowPlaying).toMatchObject({ kind: 'announcement', live: false });
  });

  it("says 'aus (Ruhezeit)' the moment the off-time begins, though the screen said it shows an item", async () => {
    await withHours();
    h.clock.set(berlin(4, '18:29'));
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await online(s.device);
    await showing(s.device, s.second, berlin(4, '18:28'));
    await announce({ scope: 'network', endsAt: berlin(5, '12:00') });
    expect((await page(s.device)).nowPlaying).toMatchObject({ kind: 'announcement' });
    h.clock.set(berlin(4, '18:30'));
    const off = { kind: 'off', name: 'aus (Ruhezeit)', since: berlin(4, '18:30'), live: false };
    expect((await page(s.device)).nowPlaying).toMatchObject(off);
    expect((await listed(s.device)).nowPlaying).toMatchObject(off);
    // On again next morning (8:30): the announcement, which runs till noon, fills the screen again.
    h.clock.set(berlin(5, '08:31'));
    await online(s.device);
    expect((await page(s.device)).nowPlaying).toMatchObject({ kind: 'announcement' });
  });
});

describe('the yellow indicator', () => {
  it("is 'silent' (1) after 15 minutes without a report in the on-time; not offline, not in the offline list", async () => {
    await withHours();
    h.clock.set(berlin(4, '10:14'));
    const at = { guidCompany: h.fx.locationA, guidParent: h.fx.networkA };
    const quiet = await addDevice(h.database.db, { ...at, name: 'Theke', lastHeartbeat: new Date(berlin(4, '09:59')) });
    const fresh = await addDevice(h.database.db, { ...at, name: 'Kasse', lastHeartbeat: new Date(berlin(4, '10:00')) });
    expect(await listed(quiet)).toMatchObject({ health: 'silent', indicator: 1 });
    expect(await listed(fresh)).toMatchObject({ health: 'online', indicator: 0 });
    expect(await page(quiet)).toMatchObject({ health: 'silent', indicator: 1, lastHeartbeat: berlin(4, '09:59') });
    const tab = await h.call('admin', { method: 'GET', url: `/v1/companies/${h.fx.locationA}/devices` });
    expect(tab.json().find((d: { guid: string }) => d.guid === quiet)).toMatchObject({
      health: 'silent',
      indicator: 1,
    });
    // The offline list (and its mail) stays at 24 h of on-time.
    const offline = await h.call('support', { method: 'GET', url: `/v1/devices/support?network=${h.fx.networkA}` });
    expect(offline.json().items.map((d: { guid: string }) => d.guid)).not.toContain(quiet);
    // In its off-time the same silence is 'aus (Ruhezeit)', not yellow.
    h.clock.set(berlin(4, '22:00'));
    await h.database.db
      .update(devices)
      .set({ lastHeartbeat: new Date(berlin(4, '18:25')) })
      .where(eq(devices.guid, quiet));
    expect(await page(quiet)).toMatchObject({ health: 'resting', indicator: 0 });
  });
});

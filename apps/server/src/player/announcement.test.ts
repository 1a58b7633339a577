// Announcements in the screens' answer: first item (WEB, the page for Android players) and the field `announcement`
// while one runs; the ETag changes at its start and end by the injected clock alone, and an answer without one stays
// byte for byte as before.
import { beforeEach, describe, expect, it } from 'vitest';
import { addDevice, addLocation, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const HOUR = 3_600_000;
const MINUTE = 60_000;

interface Answer {
  items: Array<{ guid: string; type: string; localAbsoluteFileName: string; activeTill: number | null }>;
  upcoming: { items: Array<{ guid: string; plays: Array<{ from: number; till: number }> }> };
  announcement?: { guid: string; text: string; colour: string; pictureUrl: string | null; from: number; until: number };
}

async function answer(device: string, etag?: string) {
  const res = await poll(h, device, { headers: etag ? { 'if-none-match': etag } : {} });
  const body = res.statusCode === 200 ? (res.json() as Answer) : null;
  return { status: res.statusCode, etag: res.headers.etag as string, body, raw: res.body };
}

async function screenAt(location: string) {
  const db = h.database.db;
  const playlist = await addPlaylist(db, { guidCompany: location });
  const item = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
  const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
  return { device, item };
}

const announce = async (payload: Record<string, unknown>) => {
  const res = await h.call('netA', {
    method: 'POST',
    url: '/v1/announcements',
    payload: { network: h.fx.networkA, colour: '#1565c0', text: 'Heute ab 16 Uhr geschlossen', ...payload },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { guid: string };
};
const end = (guid: string) => h.call('netA', { method: 'POST', url: `/v1/announcements/${guid}/end` });

describe('announcements in the answer', () => {
  it('starts and ends with new ETags and no write; before and after, the answer is the one without', async () => {
    const { device, item } = await screenAt(h.fx.locationA);
    const t0 = h.clock.now();
    const plain = await answer(device);
    expect(plain.body?.announcement).toBeUndefined();

    // 10:00 UTC: the refresh cell lasts till 12:00, so only the announcement changes the answer in between.
    const [start, until] = [t0 + 30 * MINUTE, t0 + 90 * MINUTE];
    const made = await announce({ scope: 'location', location: h.fx.locationA, startsAt: start, endsAt: until });
    const planned = await answer(device);
    expect(planned.raw).toBe(plain.raw); // a planned one changes nothing yet (same serverTime: the clock stood still)
    expect((await answer(device, plain.etag)).status).toBe(304);

    h.clock.set(start);
    const running = await answer(device, plain.etag);
    expect(running.status).toBe(200);
    expect(running.etag).not.toBe(plain.etag);
    expect(running.body?.items.map((i) => i.guid)).toEqual([made.guid, item]);
    expect(running.body?.items[0]).toMatchObject({
      type: 'WEB',
      localAbsoluteFileName: `http://localhost:80/api/announcement/${made.guid}`,
      activeTill: until,
    });
    expect(running.body?.upcoming.items[0]).toMatchObject({
      guid: made.guid,
      plays: [{ from: start, till: until }],
    });
    expect(running.body?.announcement).toEqual({
      guid: made.guid,
      text: 'Heute ab 16 Uhr geschlossen',
      colour: '#1565c0',
      pictureUrl: null,
      from: start,
      until,
    });
    h.clock.advance(20 * MINUTE);
    expect((await answer(device, running.etag)).status).toBe(304);

    h.clock.set(until);
    const after = await answer(device, running.etag);
    expect(after.status).toBe(200);
    expect(after.etag).toBe(plain.etag);
    expect(after.body?.announcement).toBeUndefined();
    expect(after.body?.items.map((i) => i.guid)).toEqual([item]);
  });

  it('reaches the network, the location or the chosen screens only; the newest running one shows; ending is at once', async () => {
    const { device: here } = await screenAt(h.fx.locationA);
    const { device: beside } = await screenAt(h.fx.locationA);
    const sibling = await addLocation(h.database.db, { guidParent: h.fx.networkA, name: 'Standort A2' });
    const { device: there } = await screenAt(sibling);
    const t0 = h.clock.now();
    const shown = async (device: string) => (await answer(device)).body?.announcement?.guid ?? null;

    const chosen = await announce({ scope: 'devices', devices: [here], endsAt: t0 + 3 * HOUR });
    expect([await shown(here), await shown(beside), await shown(there)]).toEqual([chosen.guid, null, null]);

    h.clock.advance(60_000);
    const everywhere = await announce({ scope: 'network', endsAt: t0 + HOUR });
    expect([await shown(here), await shown(beside), await shown(there)]).toEqual([
      everywhere.guid,
      everywhere.guid,
      everywhere.guid,
    ]);
    expect((await poll(h, here)).json().items.filter((i: { type: string }) => i.type === 'WEB')).toHaveLength(1);

    expect((await end(everywhere.guid)).statusCode).toBe(200);
    expect([await shown(here), await shown(beside), await shown(there)]).toEqual([chosen.guid, null, null]);
    const networkB = await addDevice(h.database.db, { guidParent: h.fx.networkB });
    expect((await answer(networkB)).body?.announcement).toBeUndefined();
  });
});

import { R } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { addDevice, addPlayerItem, addPlaylist, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

/** A loop of two items at location A played by one device, and a device without a loop. */
async function sample() {
  const db = h.database.db;
  const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA, name: 'Schleife A' });
  await addPlayerItem(db, { guidPlaylist: playlist, name: 'Erstes' });
  await addPlayerItem(db, { guidPlaylist: playlist, name: 'Zweites' });
  const playing = await addDevice(db, { name: 'Fenster A', guidCompany: h.fx.locationA, guidPlaylist: playlist });
  const idle = await addDevice(db, { name: 'Ohne Schleife', guidCompany: h.fx.locationA });
  return { playlist, playing, idle };
}

const loopUrl = (device: string) => `/v1/devices/${device}/loop`;

describe('GET /v1/devices/{id}/loop (stage preview)', () => {
  it('shows the loop to a support user without the playlist right, read-only', async () => {
    const s = await sample();
    const support = await userWithRights(h, { rights: [R.support], at: null });
    // The playlist itself stays closed to them …
    expect((await support({ method: 'GET', url: `/v1/playlists/${s.playlist}` })).statusCode).toBe(403);
    // … but what the device they may see plays is shown.
    const res = await support({ method: 'GET', url: loopUrl(s.playing) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ guid: s.playlist, name: 'Schleife A', writable: false });
    expect(body.items.map((i: { name: string }) => i.name).sort()).toEqual(['Erstes', 'Zweites']);
    // The seeded support role (devices and support rights, no playlist right) reads it read-only too.
    expect((await h.call('support', { method: 'GET', url: loopUrl(s.playing) })).json()).toMatchObject({
      writable: false,
    });
  });

  it('is writable with the playlist right in scope, as GET /v1/playlists/{id} says', async () => {
    const s = await sample();
    for (const who of ['admin', 'netA', 'standortA'] as const) {
      const res = await h.call(who, { method: 'GET', url: loopUrl(s.playing) });
      expect(res.statusCode, who).toBe(200);
      const direct = await h.call(who, { method: 'GET', url: `/v1/playlists/${s.playlist}` });
      expect(res.json(), who).toEqual(direct.json());
    }
  });

  it('answers 404 for devices out of reach or without a loop, 403 without a device right', async () => {
    const s = await sample();
    expect((await h.call('netB', { method: 'GET', url: loopUrl(s.playing) })).statusCode).toBe(404);
    expect((await h.call('admin', { method: 'GET', url: loopUrl(s.idle) })).statusCode).toBe(404);
    expect((await h.call('nobody', { method: 'GET', url: loopUrl(s.playing) })).statusCode).toBe(403);
    expect((await h.call('admin', { method: 'GET', url: '/v1/devices/123/loop' })).statusCode).toBe(400);
  });
});

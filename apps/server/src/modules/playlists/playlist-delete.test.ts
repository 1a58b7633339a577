import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, playlistItems, playlists } from '../../db/schema.js';
import { addDevice, addItem, addLocation, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const del = (pl: string, query = '') => h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/delete${query}` });

describe('deleting a playlist that screens play or other locations link', () => {
  it('answers 409 with those screens and locations unless confirmed; confirm=1 deletes', async () => {
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA, name: 'Schaufenster' }, 1);
    const screen = await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl, name: 'Fenster links' });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl, name: 'Alt', deviceState: 'VER' });
    const second = await addLocation(db(), { guidParent: h.fx.networkA, name: 'Standort A2' });
    const linking = await addPlaylist(db(), { guidCompany: second, name: 'A2 Schleife' });
    await addItem(db(), { guidPlaylist: linking, type: 'PLAYLIST', linkedPlaylist: pl });
    await addItem(db(), { guidPlaylist: pl, type: 'PLAYLIST', linkedPlaylist: pl }); // a self link is no outside use

    const impact = await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/delete/impact` });
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json()).toMatchObject({
      devices: [{ guid: screen, name: 'Fenster links' }],
      locations: [{ guid: second, name: 'Standort A2' }],
    });

    const refused = await del(pl);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: {
        code: 'CONFIRM_DELETE',
        message: expect.stringMatching(/1 Bildschirm.*1 Standort/),
        details: {
          devices: [{ guid: screen, name: 'Fenster links' }],
          locations: [{ guid: second, name: 'Standort A2' }],
          playlists: [],
          templates: [],
          roles: [],
          users: [],
        },
      },
    });
    // Nothing changed.
    expect(await db().select().from(playlists).where(eq(playlists.guid, pl))).toHaveLength(1);
    const [kept] = await db().select().from(devices).where(eq(devices.guid, screen));
    expect(kept.guidPlaylist).toBe(pl);
    expect(await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, linking))).toHaveLength(1);

    expect((await del(pl, '?confirm=1')).json()).toEqual({ success: true });
    expect(await db().select().from(playlists).where(eq(playlists.guid, pl))).toEqual([]);
    const [blank] = await db().select().from(devices).where(eq(devices.guid, screen));
    expect(blank.guidPlaylist).toBeNull();
    expect(await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, linking))).toEqual([]);
  });

  it('deletes an unused playlist without confirmation; impact and delete keep the tenant and right checks', async () => {
    const unused = await addPlaylist(db(), { guidCompany: h.fx.locationA }, 2);
    const other = await addPlaylist(db(), { guidCompany: h.fx.locationB });
    await addDevice(db(), { guidCompany: h.fx.locationB, guidPlaylist: other });
    expect((await del(unused, '?confirm=vielleicht')).statusCode).toBe(400);
    expect((await del(unused)).json()).toEqual({ success: true });
    expect(await db().select().from(playlists).where(eq(playlists.guid, unused))).toEqual([]);
    for (const url of [`/v1/playlists/${other}/delete/impact`, `/v1/playlists/${other}/delete?confirm=1`]) {
      expect((await h.call('netA', { method: 'GET', url })).statusCode, url).toBe(404);
      expect((await h.call('support', { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect(await db().select().from(playlists).where(eq(playlists.guid, other))).toHaveLength(1);
  });
});

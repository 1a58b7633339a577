import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, devices, media, playlistItems, playlists, roles, templates } from '../../db/schema.js';
import {
  addDevice,
  addItem,
  addLocation,
  addMedia,
  addPlaylist,
  NETWORK_ADMIN_OWN,
  userWithRights,
} from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
/** A network administrator of A who may delete in the own network (RIGHT_NETWORK_DELETE_OWN). */
let owner: Awaited<ReturnType<typeof userWithRights>>;
beforeEach(async () => {
  owner = await userWithRights(h, { rights: [...NETWORK_ADMIN_OWN, 'RIGHT_NETWORK_DELETE_OWN'], at: h.fx.networkA });
});
const del = (guid: string, query = '') => owner({ method: 'GET', url: `/v1/companies/${guid}/delete${query}` });

/** A location of network A with playlists, a channel, a template, a role and screens, linked both ways with A1. */
async function busyLocation() {
  const location = await addLocation(db(), { guidParent: h.fx.networkA, name: 'Standort A2' });
  const window = await addPlaylist(db(), { guidCompany: location, name: 'A2 Fenster' }, 1);
  const channel = await addPlaylist(db(), { guidCompany: location, name: 'A2 Kanal', channel: 1 }, 1);
  const otherLoop = await addPlaylist(db(), { guidCompany: h.fx.locationA, name: 'A1 Schleife' }, 1);
  const networkChannel = await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Netz-Kanal', channel: 1 }, 1);
  // A1 links the location's channel (that link goes); the location links A1's loop and the network channel (they stay).
  await addItem(db(), { guidPlaylist: otherLoop, type: 'PLAYLIST', linkedPlaylist: channel });
  await addItem(db(), { guidPlaylist: window, type: 'PLAYLIST', linkedPlaylist: otherLoop });
  await addItem(db(), { guidPlaylist: window, type: 'PLAYLIST', linkedPlaylist: networkChannel });
  // A medium uploaded at the location and used in A1's loop too.
  const medium = await addMedia(db(), { companyGuid: location, guidPlaylist: window, name: 'Strand.jpg' });
  const sharedUse = await addItem(db(), { guidPlaylist: otherLoop, guidMedia: medium, name: 'Strand.jpg' });
  const template = randomUUID();
  await db().insert(templates).values({ guid: template, guidParent: location, name: 'A2 Vorlage' });
  const role = randomUUID();
  await db().insert(roles).values({ guid: role, guidParent: location, name: 'A2 Rolle' });
  const own = await addDevice(db(), { guidCompany: location, guidParent: h.fx.networkA, name: 'A2 Schirm' });
  const elsewhere = await addDevice(db(), {
    guidCompany: h.fx.locationA,
    guidParent: h.fx.networkA,
    guidPlaylist: window,
    name: 'A1 Schirm mit A2-Playlist',
  });
  return { location, window, channel, otherLoop, networkChannel, medium, sharedUse, template, role, own, elsewhere };
}

describe('deleting a location says what goes with it', () => {
  it('answers 409 with its playlists, templates, roles, screens and linking locations; confirm=1 deletes only those', async () => {
    const x = await busyLocation();
    const expected = {
      devices: [
        { guid: x.elsewhere, name: 'A1 Schirm mit A2-Playlist' },
        { guid: x.own, name: 'A2 Schirm' },
      ],
      locations: [{ guid: h.fx.locationA, name: 'Standort A1' }],
      playlists: [
        { guid: x.window, name: 'A2 Fenster' },
        { guid: x.channel, name: 'A2 Kanal' },
      ],
      templates: [{ guid: x.template, name: 'A2 Vorlage' }],
      roles: [{ guid: x.role, name: 'A2 Rolle' }],
      users: [],
    };
    const impact = await owner({ method: 'GET', url: `/v1/companies/${x.location}/delete/impact` });
    expect(impact.statusCode, impact.body).toBe(200);
    expect(impact.json()).toEqual(expected);

    const refused = await del(x.location);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      error: { code: 'CONFIRM_DELETE', message: expect.stringContaining('2 Playlist(s)'), details: expected },
    });
    expect(await db().select().from(companies).where(eq(companies.guid, x.location))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(playlists)
        .where(inArray(playlists.guid, [x.window, x.channel])),
    ).toHaveLength(2);

    expect((await del(x.location, '?confirm=1')).json()).toEqual({ success: true, detachedDevices: 1 });
    expect(
      await db()
        .select()
        .from(playlists)
        .where(inArray(playlists.guid, [x.window, x.channel])),
    ).toEqual([]);
    expect(await db().select().from(templates).where(eq(templates.guid, x.template))).toEqual([]);
    expect(await db().select().from(roles).where(eq(roles.guid, x.role))).toEqual([]);
    // Nothing of another location goes: its loop, the network channel, the medium and its use stay.
    const left = await db()
      .select()
      .from(playlists)
      .where(inArray(playlists.guid, [x.otherLoop, x.networkChannel]));
    expect(left).toHaveLength(2);
    const otherItems = await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, x.otherLoop));
    expect(otherItems.map((i) => i.guid)).toContain(x.sharedUse);
    expect(otherItems.filter((i) => i.linkedPlaylist === x.channel)).toEqual([]); // the announced link
    expect(otherItems).toHaveLength(2);
    expect(
      await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, x.networkChannel)),
    ).toHaveLength(1);
    expect(await db().select().from(media).where(eq(media.guid, x.medium))).toHaveLength(1);
    const screens = await db()
      .select()
      .from(devices)
      .where(inArray(devices.guid, [x.own, x.elsewhere]));
    expect(screens.find((d) => d.guid === x.own)).toMatchObject({ guidCompany: null, guidParent: h.fx.networkA });
    expect(screens.find((d) => d.guid === x.elsewhere)).toMatchObject({
      guidCompany: h.fx.locationA,
      guidPlaylist: null,
    });
  });

  it('deletes a location with nothing attached at once; lists users that block it; keeps tenant checks', async () => {
    const empty = await addLocation(db(), { guidParent: h.fx.networkA });
    expect((await del(empty)).json()).toEqual({ success: true, detachedDevices: 0 });
    const impact = await owner({ method: 'GET', url: `/v1/companies/${h.fx.locationA}/delete/impact` });
    expect(impact.json().users.map((u: { name: string }) => u.name).length).toBeGreaterThan(0);
    const blocked = await del(h.fx.locationA, '?confirm=1');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.code).toBe('CONFLICT');
    for (const url of [`/v1/companies/${h.fx.locationB}/delete/impact`, `/v1/companies/${h.fx.locationB}/delete`]) {
      expect((await h.call('netA', { method: 'GET', url })).statusCode, url).toBe(404);
      expect((await h.call('nobody', { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await del(empty, '?confirm=ja')).statusCode).toBe(400);
  });
});

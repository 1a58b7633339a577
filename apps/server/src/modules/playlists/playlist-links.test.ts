import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, devices, playlistItems, playlists } from '../../db/schema.js';
import { addDevice, addItem, addOrganiser, addPlaylist, linkedPlaylists } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const linksIn = (pl: string) => linkedPlaylists(db(), pl);

describe('linkToDevice and linkpl', () => {
  it('assigns a playlist to a device; other networks’ devices and playlists are 404', async () => {
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const device = await addDevice(db(), { guidCompany: h.fx.locationA });
    const foreign = await addDevice(db(), { guidCompany: h.fx.locationB });
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/linkToDevice/${pl}/${device}` })).json()).toEqual(
      {
        success: true,
      },
    );
    const [d] = await db().select().from(devices).where(eq(devices.guid, device));
    expect(d.guidPlaylist).toBe(pl);
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/linkToDevice/${pl}/${foreign}` })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('netB', { method: 'GET', url: `/v1/playlists/linkToDevice/${pl}/${foreign}` })).statusCode,
    ).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/linkToDevice/${pl}/x` })).statusCode).toBe(400);
  });

  it('links a channel into a playlist once, refuses cycles; removing is deleting the item', async () => {
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1, name: 'Kanal' });
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addItem(db(), { guidPlaylist: loop, orderNr: 500 });
    const link = () => h.call('standortA', { method: 'GET', url: `/v1/playlists/linkpl/${channel}/${loop}` });
    expect((await link()).json()).toMatchObject({ linksAdded: 1 });
    expect((await link()).json()).toMatchObject({ linksAdded: 0 });
    const [item] = (await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, loop))).filter(
      (i) => i.type === 'PLAYLIST',
    );
    expect(item).toMatchObject({ name: 'Kanal', readOnly: 1, orderNr: 600, linkedPlaylist: channel });
    const back = await h.call('netA', { method: 'GET', url: `/v1/playlists/linkpl/${loop}/${channel}` });
    expect(back.statusCode).toBe(409);
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/linkpl/${loop}/${loop}` })).statusCode).toBe(409);
    expect((await h.call('netB', { method: 'GET', url: `/v1/playlists/linkpl/${channel}/${loop}` })).statusCode).toBe(
      404,
    );
    await h.call('standortA', { method: 'GET', url: `/v1/playlists/${loop}/items/${item.guid}/delete` });
    expect(await linksIn(loop)).toEqual([]);
  });
});

describe('channel distribution to companies', () => {
  it('link/unlink a channel to a location: into its loop playlists, creating one when it has none', async () => {
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const device = await addDevice(db(), { guidCompany: h.fx.locationA });
    const res = await h.call('netA', { method: 'GET', url: `/v1/playlists/link/${channel}/${h.fx.locationA}` });
    expect(res.json()).toEqual({ success: true, linksAdded: 1, linksRemoved: 0, playlistsCreated: 1 });
    const [d] = await db().select().from(devices).where(eq(devices.guid, device));
    expect(d.guidPlaylist).not.toBeNull();
    expect(await linksIn(d.guidPlaylist as string)).toEqual([channel]);
    const locations = await h.call('netA', {
      method: 'GET',
      url: `/v1/playlists/${channel}/locations/${h.fx.networkA}`,
    });
    expect(locations.json()).toEqual([
      {
        guid: h.fx.locationA,
        name: 'Standort A1',
        city: 'Berlin',
        guidParent: h.fx.networkA,
        cntDevices: 1,
        linked: true,
      },
    ]);
    const off = await h.call('netA', {
      method: 'GET',
      url: `/v1/playlists/unlink/${channel}/company/${h.fx.locationA}`,
    });
    expect(off.json()).toMatchObject({ linksRemoved: 1 });
    expect(await linksIn(d.guidPlaylist as string)).toEqual([]);
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/link/${channel}/${h.fx.locationB}` })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('netB', { method: 'GET', url: `/v1/playlists/link/${channel}/${h.fx.locationB}` })).statusCode,
    ).toBe(404);
    expect(
      (await h.call('standortA', { method: 'GET', url: `/v1/playlists/link/${channel}/${h.fx.locationA}` })).statusCode,
    ).toBe(403);
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/${channel}/locations/${h.fx.networkB}` })).statusCode,
    ).toBe(404);
  });

  it('linkCompanies adds missing links, and removes only when nothing is to be added', async () => {
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const second = randomUUID();
    await db().insert(companies).values({ guid: second, name: 'Standort A2', isMother: 0, guidParent: h.fx.networkA });
    const loopA = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const loopA2 = await addPlaylist(db(), { guidCompany: second });
    const post = (list: string[]) =>
      h.call('netA', {
        method: 'POST',
        url: '/v1/playlists/linkCompanies',
        payload: { guid: channel, companies: list },
      });
    expect((await post([h.fx.locationA, second])).json()).toMatchObject({ linksAdded: 2, linksRemoved: 0 });
    expect((await post([h.fx.locationA])).json()).toMatchObject({ linksAdded: 0, linksRemoved: 1 });
    expect(await linksIn(loopA)).toEqual([channel]);
    expect(await linksIn(loopA2)).toEqual([]);
    expect((await post([second])).json()).toMatchObject({ linksAdded: 1, linksRemoved: 0 });
    expect(await linksIn(loopA)).toEqual([channel]);
    expect((await post([h.fx.locationB])).statusCode).toBe(404);
    expect(
      (await h.call('netA', { method: 'POST', url: '/v1/playlists/linkCompanies', payload: { guid: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('createAndLinkCompanies and createAndLinkDevices link every playlist into every target', async () => {
    const c1 = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const c2 = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const companiesRes = await h.call('netA', {
      method: 'POST',
      url: '/v1/playlists/createAndLinkCompanies',
      payload: { playlists: [c1, c2], companies: [h.fx.networkA] },
    });
    expect(companiesRes.json()).toMatchObject({ linksAdded: 2, playlistsCreated: 1 });
    const device = await addDevice(db(), { guidCompany: h.fx.locationA, name: 'Fenster' });
    const devicesRes = await h.call('netA', {
      method: 'POST',
      url: '/v1/playlists/createAndLinkDevices',
      payload: { playlists: [c1], devices: [device] },
    });
    expect(devicesRes.json()).toMatchObject({ linksAdded: 1, playlistsCreated: 1 });
    const [d] = await db().select().from(devices).where(eq(devices.guid, device));
    const [pl] = await db()
      .select()
      .from(playlists)
      .where(eq(playlists.guid, d.guidPlaylist as string));
    expect(pl).toMatchObject({ name: 'Fenster', guidCompany: h.fx.locationA, channel: 0 });
    expect(await linksIn(pl.guid)).toEqual([c1]);
    const foreign = await addDevice(db(), { guidCompany: h.fx.locationB });
    const refused = await h.call('netA', {
      method: 'POST',
      url: '/v1/playlists/createAndLinkDevices',
      payload: { playlists: [c1], devices: [foreign] },
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (
        await h.call('netA', {
          method: 'POST',
          url: '/v1/playlists/createAndLinkDevices',
          payload: { playlists: [], devices: [] },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('clone copies a playlist with its items for a company; removeClone deletes the copies', async () => {
    const source = await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Vorlage' });
    await addItem(db(), { guidPlaylist: source, name: 'Eins' });
    const clone = await h.call('netA', { method: 'GET', url: `/v1/playlists/clone/${source}/${h.fx.locationA}` });
    expect(clone.json()).toMatchObject({
      name: 'Vorlage',
      guidCompany: h.fx.locationA,
      clonedFrom: source,
      cntItems: 1,
    });
    expect(clone.json().items[0].name).toBe('Eins');
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/clone/${source}/${h.fx.locationB}` })).statusCode,
    ).toBe(404);
    const removed = await h.call('netA', {
      method: 'GET',
      url: `/v1/playlists/removeClone/${source}/company/${h.fx.locationA}`,
    });
    expect(removed.json()).toEqual({ success: true, removed: 1 });
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/removeClone/${source}/company/${h.fx.locationA}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.call('netB', { method: 'GET', url: `/v1/playlists/removeClone/${source}/company/${h.fx.locationA}` }))
        .statusCode,
    ).toBe(404);
  });
});

describe('share (organiser networks only)', () => {
  it('links the organiser’s playlist into the chosen locations; normal networks and empty choices are refused', async () => {
    const org = await addOrganiser(db());
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const res = await h.call('admin', {
      method: 'POST',
      url: `/v1/playlists/${org.channel}/share`,
      payload: { owner: org.network, companies: [h.fx.locationA, h.fx.locationB], plGuid: org.channel },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ locations: 2, playlistsAdded: 2 });
    expect(await linksIn(loop)).toEqual([org.channel]);
    const normal = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const refused = await h.call('admin', {
      method: 'POST',
      url: `/v1/playlists/${normal}/share`,
      payload: { owner: h.fx.networkA, companies: [h.fx.locationA] },
    });
    expect(refused.statusCode).toBe(403);
    const none = await h.call('admin', {
      method: 'POST',
      url: `/v1/playlists/${org.channel}/share`,
      payload: { owner: org.network, companies: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(
      (
        await h.call('netA', {
          method: 'POST',
          url: `/v1/playlists/${org.channel}/share`,
          payload: { owner: org.network, companies: [h.fx.locationA] },
        })
      ).statusCode,
    ).toBe(404);
  });
});

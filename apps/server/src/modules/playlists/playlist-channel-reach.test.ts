import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema.js';
import { resolvePlaylist } from '../../player/resolve.js';
import { addDevice, addItem, addPlaylist, linkedPlaylists } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const linksIn = (pl: string) => linkedPlaylists(db(), pl);

describe('resolving a playlist for the screens', () => {
  it('expands linked playlists in place, combining active state and validity, skipping cycles', async () => {
    const now = h.clock.now();
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addItem(db(), { guidPlaylist: channel, name: 'K1', orderNr: 1, activeTill: new Date(now + 5000) });
    await addItem(db(), { guidPlaylist: channel, name: 'K2', orderNr: 2 });
    await addItem(db(), { guidPlaylist: channel, type: 'PLAYLIST', linkedPlaylist: loop, orderNr: 3 });
    await addItem(db(), { guidPlaylist: loop, name: 'A', orderNr: 100 });
    await addItem(db(), {
      guidPlaylist: loop,
      type: 'PLAYLIST',
      linkedPlaylist: channel,
      orderNr: 200,
      activeFrom: new Date(now + 1000),
      activeTill: new Date(now + 9000),
    });
    await addItem(db(), { guidPlaylist: loop, name: 'B', orderNr: 300, active: 0 });
    const { items, boundaries } = await resolvePlaylist(db(), loop);
    // B is inactive: never sent. K1 and K2 start later (sent with activeFrom so the screen switches itself).
    expect(items.map((i) => [i.name, i.fromPlayList, i.activeFrom, i.activeTill])).toEqual([
      ['A', null, null, null],
      ['K1', channel, now + 1000, now + 5000],
      ['K2', channel, now + 1000, now + 9000],
    ]);
    expect(boundaries).toEqual([now + 1000, now + 5000, now + 9000]);
  });
});

describe('a channel goes to and from the named locations’ own playlists only', () => {
  async function twoLocations() {
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, channel: 1 });
    const second = randomUUID();
    await db().insert(companies).values({ guid: second, name: 'Standort A2', isMother: 0, guidParent: h.fx.networkA });
    const loopA = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const loopA2 = await addPlaylist(db(), { guidCompany: second });
    const networkLoop = await addPlaylist(db(), { guidCompany: h.fx.networkA });
    // A2 has a screen showing A1's loop, A1 one showing the network's loop.
    await addDevice(db(), { guidCompany: second, guidPlaylist: loopA });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: networkLoop });
    await addItem(db(), { guidPlaylist: networkLoop, type: 'PLAYLIST', linkedPlaylist: channel, readOnly: 1 });
    return { channel, second, loopA, loopA2, networkLoop };
  }

  it('linkCompanies: removing A2 leaves A1 (in the list) linked', async () => {
    const { channel, second, loopA, loopA2, networkLoop } = await twoLocations();
    const post = (list: string[]) =>
      h.call('netA', {
        method: 'POST',
        url: '/v1/playlists/linkCompanies',
        payload: { guid: channel, companies: list },
      });
    expect((await post([h.fx.locationA, second])).json()).toMatchObject({ linksAdded: 2 });
    expect(await linksIn(loopA)).toEqual([channel]);
    expect(await linksIn(loopA2)).toEqual([channel]);
    // The network is not in the list: its own loop loses the channel too; A1 (listed) keeps it.
    const removed = await post([h.fx.locationA]);
    expect(removed.json()).toMatchObject({ linksAdded: 0, linksRemoved: 2 });
    expect(await linksIn(loopA)).toEqual([channel]);
    expect(await linksIn(loopA2)).toEqual([]);
    expect(await linksIn(networkLoop)).toEqual([]);
    const locations = await h.call('netA', {
      method: 'GET',
      url: `/v1/playlists/${channel}/locations/${h.fx.networkA}`,
    });
    expect(locations.json().map((l: { name: string; linked: boolean }) => `${l.name}:${l.linked}`)).toEqual([
      'Standort A1:true',
      'Standort A2:false',
    ]);
  });

  it('unlink/{playlist}/company/{X} leaves playlists owned by others alone', async () => {
    const { channel, second, loopA, loopA2, networkLoop } = await twoLocations();
    await h.call('netA', { method: 'GET', url: `/v1/playlists/link/${channel}/${second}` });
    await h.call('netA', { method: 'GET', url: `/v1/playlists/link/${channel}/${h.fx.locationA}` });
    expect(await linksIn(loopA)).toEqual([channel]);
    const off = await h.call('netA', { method: 'GET', url: `/v1/playlists/unlink/${channel}/company/${second}` });
    expect(off.json()).toMatchObject({ linksRemoved: 1 });
    expect(await linksIn(loopA2)).toEqual([]);
    expect(await linksIn(loopA)).toEqual([channel]);
    await h.call('netA', { method: 'GET', url: `/v1/playlists/unlink/${channel}/company/${h.fx.locationA}` });
    expect(await linksIn(loopA)).toEqual([]);
    expect(await linksIn(networkLoop)).toEqual([channel]);
  });
});

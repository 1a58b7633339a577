import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { addDevice, addItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

/** Every playlists call: bad input is a 400 that writes nothing; another network's playlist is a 404. */
const h = useHarness();
const G = '00000000-0000-4000-8000-00000000000a';

async function snapshot() {
  const [row] = await queryRows<{ p: number; i: number; a: number; d: number }>(
    h.database.db,
    sql`select (select count(*)::int from playlists) as p, (select count(*)::int from playlist_items) as i,
      (select count(*)::int from audit_log) as a, (select count(*)::int from devices where guid_playlist is not null) as d`,
  );
  return row;
}

describe('refusals', () => {
  it('bad input: 400 with a German message, nothing written', async () => {
    const pl = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const before = await snapshot();
    const cases: Array<[string, string, unknown?]> = [
      ['GET', `/v1/playlists/${pl}/stats?x=1`.replace(pl, 'kein-guid')],
      ['GET', '/v1/channels/list?guidCompany=x'],
      ['GET', `/v1/playlists/linkpl/x/${pl}`],
      ['GET', `/v1/playlists/link/${pl}/x`],
      ['GET', `/v1/playlists/unlink/${pl}/company/x`],
      ['GET', `/v1/playlists/clone/x/${h.fx.locationA}`],
      ['GET', `/v1/playlists/removeClone/${pl}/company/x`],
      ['GET', `/v1/playlists/${pl}/locations/x`],
      ['GET', `/v1/playlists/${pl}/items/abc/delete`],
      ['POST', '/v1/playlists/createAndLinkCompanies', { playlists: 'x', companies: [] }],
      ['POST', '/v1/playlists/createAndLinkDevices', { playlists: [pl] }],
      ['POST', '/v1/playlists/linkCompanies', { guid: pl, companies: ['x'] }],
      ['POST', `/v1/playlists/${pl}/share`, { owner: 'x', companies: [] }],
      ['POST', `/v1/playlists/${pl}`, { orientation: 'schräg' }],
      ['POST', `/v1/playlists/${pl}/item`, { name: 'ohne guid' }],
      ['POST', `/v1/playlists/${pl}/items/create`, { duration: 'lang' }],
      ['POST', `/v1/playlists/${pl}/items/createByMedia`, { guidMedia: 'x' }],
      ['POST', `/v1/playlists/${pl}/sort`, { sort: 5 }],
      ['POST', `/v1/playlists/${pl}/itemOrderNr`, { guid: G, direction: 'left', orderNr: 5 }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await h.call('admin', { method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().error.message, url).toMatch(/[A-Za-zäöü]/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('another network’s playlist: 404 on every call, nothing written', async () => {
    const pl = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const item = await addItem(h.database.db, { guidPlaylist: pl });
    const mine = await addPlaylist(h.database.db, { guidCompany: h.fx.locationB });
    const myDevice = await addDevice(h.database.db, { guidCompany: h.fx.locationB });
    const before = await snapshot();
    const cases: Array<[string, string, unknown?]> = [
      ['GET', `/v1/playlists/${pl}/items`],
      ['GET', `/v1/playlists/${pl}/item?guid=${item}`],
      ['POST', `/v1/playlists/${pl}/item`, { guid: item, name: 'x' }],
      ['POST', `/v1/playlists/${pl}/items/create`, {}],
      ['GET', `/v1/playlists/${pl}/items/${item}/delete`],
      ['POST', `/v1/playlists/${pl}/sort`, { sort: [item] }],
      ['POST', `/v1/playlists/${pl}/itemOrderNr`, { guid: item, orderNr: 1 }],
      ['GET', `/v1/playlists/${pl}/stats`],
      ['GET', `/v1/playlists/linkToDevice/${pl}/${myDevice}`],
      ['GET', `/v1/playlists/linkpl/${pl}/${mine}`],
      ['GET', `/v1/playlists/linkpl/${mine}/${pl}`],
      ['GET', `/v1/playlists/link/${pl}/${h.fx.locationB}`],
      ['GET', `/v1/playlists/clone/${pl}/${h.fx.locationB}`],
      ['GET', `/v1/playlists/${pl}/locations/${h.fx.networkB}`],
      ['POST', '/v1/playlists/createAndLinkCompanies', { playlists: [pl], companies: [h.fx.locationB] }],
      ['POST', '/v1/playlists/createAndLinkDevices', { playlists: [pl], devices: [myDevice] }],
      ['POST', '/v1/playlists/linkCompanies', { guid: pl, companies: [h.fx.locationB] }],
      ['POST', `/v1/playlists/${pl}/share`, { owner: h.fx.networkA, companies: [h.fx.locationB] }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await h.call('netB', { method: method as 'GET', url, payload: payload as Record<string, unknown> });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('location users cannot change items of another location or of the network', async () => {
    const other = await addPlaylist(h.database.db, { guidCompany: h.fx.locationB });
    const network = await addPlaylist(h.database.db, { guidCompany: h.fx.networkA });
    const own = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    for (const pl of [other, network]) {
      const item = await addItem(h.database.db, { guidPlaylist: pl });
      const res = await h.call('standortA', {
        method: 'POST',
        url: `/v1/playlists/${pl}/item`,
        payload: { guid: item, name: 'x' },
      });
      expect(res.statusCode).toBe(404);
    }
    const item = await addItem(h.database.db, { guidPlaylist: own });
    const ok = await h.call('standortA', {
      method: 'POST',
      url: `/v1/playlists/${own}/item`,
      payload: { guid: item, name: 'Neu' },
    });
    expect(ok.json().name).toBe('Neu');
  });
});

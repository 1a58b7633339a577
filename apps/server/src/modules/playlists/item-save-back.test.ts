import { describe, expect, it } from 'vitest';
import { addItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;

describe('posting an item back as read', () => {
  it('saves a changed active flag for every item type; the address of a non-WEB item stays refused', async () => {
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const linked = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addItem(db(), { guidPlaylist: pl, orderNr: 100, name: 'Web' });
    await addItem(db(), { guidPlaylist: pl, orderNr: 200, name: 'Bild', type: 'IMAGE', localFileName: 'strand.jpg' });
    await addItem(db(), { guidPlaylist: pl, orderNr: 300, name: 'Film', type: 'VIDEO', localFileName: 'film.mp4' });
    await addItem(db(), {
      guidPlaylist: pl,
      orderNr: 400,
      name: 'Link',
      type: 'PLAYLIST',
      localFileName: null,
      linkedPlaylist: linked,
    });
    const items = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items` })).json() as {
      guid: string;
      type: string;
      active: number;
    }[];
    expect(items).toHaveLength(4);
    for (const item of items) {
      const saved = await h.call('netA', {
        method: 'POST',
        url: `/v1/playlists/${pl}/item`,
        payload: { ...item, active: 0 },
      });
      expect(saved.statusCode, `${item.type}: ${saved.body}`).toBe(200);
      expect(saved.json()).toMatchObject({ guid: item.guid, active: 0 });
    }
    const image = items.find((i) => i.type === 'IMAGE') as (typeof items)[number];
    const moved = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/item`,
      payload: { ...image, localFileName: 'anders.jpg' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe('Nur bei Web-Einträgen kann die Adresse geändert werden.');
  });
});

import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addDevice, addItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { upload } from '../../test/media-files.js';

const h = useHarness();
const db = () => h.database.db;
const DAY = 86_400_000;
const FULL = 'Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind 120 Sekunden';

/** A loop played by a device with maxDuration 120 s: 200 s inactive, 200 s expired, 20 s playing. */
async function loop() {
  const now = h.clock.now();
  const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
  await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl, maxDuration: 120 });
  const window = { activeFrom: new Date(now - 10 * DAY), activeTill: new Date(now + 10 * DAY) };
  const inactive = await addItem(db(), { guidPlaylist: pl, orderNr: 100, duration: 200, active: 0, ...window });
  const expired = await addItem(db(), {
    guidPlaylist: pl,
    orderNr: 200,
    duration: 200,
    activeFrom: new Date(now - 10 * DAY),
    activeTill: new Date(now - DAY),
  });
  const playing = await addItem(db(), { guidPlaylist: pl, orderNr: 300, duration: 20, ...window });
  return { pl, inactive, expired, playing, now };
}

const save = (pl: string, payload: Record<string, unknown>) =>
  h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/item`, payload });

describe('the loop-length limit counts what can play', () => {
  it('inactive and expired items do not fill the loop: adding and uploading stay possible', async () => {
    const { pl } = await loop();
    const got = await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}` });
    expect(got.json()).toMatchObject({ canAdd: true, maxDuration: 120 });
    const web = await h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/items/create`, payload: {} });
    expect(web.statusCode, web.body).toBe(200);
    const jpg = await sharp({ create: { width: 32, height: 18, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const up = await upload(h, 'netA', pl, 'strand.jpg', jpg);
    expect(up.statusCode, up.body).toBe(200);
  });

  it('refuses a duration that takes the loop past the maximum; a shorter or fitting one is saved', async () => {
    const { pl, playing } = await loop();
    const long = await save(pl, { guid: playing, duration: 1120 });
    expect(long.statusCode).toBe(409);
    expect(long.json().error.message).toBe(FULL);
    expect((await save(pl, { guid: playing, duration: 120 })).statusCode).toBe(200);
    expect((await save(pl, { guid: playing, duration: 5 })).statusCode).toBe(200);
    const items = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items` })).json();
    expect(items.find((i: { guid: string }) => i.guid === playing).duration).toBe(5);
  });

  it('refuses switching an item on or reopening its window past the maximum; switching off is always allowed', async () => {
    const { pl, inactive, expired, playing, now } = await loop();
    const on = await save(pl, { guid: inactive, active: 1 });
    expect(on.statusCode).toBe(409);
    expect(on.json().error.message).toBe(FULL);
    const reopened = await save(pl, { guid: expired, activeTill: now + DAY });
    expect(reopened.statusCode).toBe(409);
    expect((await save(pl, { guid: expired, activeTill: now + DAY, active: 0 })).statusCode).toBe(200);
    expect((await save(pl, { guid: playing, active: 0 })).statusCode).toBe(200);
    expect((await save(pl, { guid: inactive, duration: 100 })).statusCode).toBe(200);
    expect((await save(pl, { guid: inactive, active: 1 })).statusCode).toBe(200);
  });

  it('a full loop still refuses new items', async () => {
    const { pl, playing } = await loop();
    expect((await save(pl, { guid: playing, duration: 120 })).statusCode).toBe(200);
    const web = await h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/items/create`, payload: {} });
    expect(web.statusCode).toBe(409);
    expect(web.json().error.message).toBe(FULL);
    const editor = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/items/create`,
      payload: { view: 'editor' },
    });
    expect(editor.statusCode, 'an inactive editor web item does not lengthen the loop').toBe(200);
  });
});

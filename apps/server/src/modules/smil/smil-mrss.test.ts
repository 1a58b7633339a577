// The Media RSS feed for BrightSign players without an app: what plays now, by the same poll, with ETag and 304.
import { XMLParser } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDevice, addLocation, addPlayerItem, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const feed = (device: string, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'GET', url: `/smil/${device}/feed.rss`, headers });

describe('the MRSS feed', () => {
  it('lists the images and videos playing now with their lengths; 304 on its ETag; empty while the screen is off', async () => {
    const db = h.database.db;
    const hours = { weekly: { mo: [{ from: '09:00', till: '18:00' }] }, exceptions: [] };
    const location = await addLocation(db, {
      guidParent: h.fx.networkA,
      timeZone: 'Europe/Berlin',
      openingHours: hours,
    });
    const playlist = await addPlaylist(db, { guidCompany: location });
    const image = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100, name: 'Kreta & Rhodos.jpg' });
    await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 200,
      type: 'WEB',
      mime: null,
      localFileName: 'https://example.org',
    });
    const device = await addDevice(db, { guidCompany: location, guidParent: h.fx.networkA, guidPlaylist: playlist });
    h.clock.set(Date.parse('2026-06-01T08:00:00Z')); // Monday 10:00 in Berlin
    const res = await feed(device);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (n) => n === 'item' }).parse(
      res.body,
    );
    const items = doc.rss.channel.item as Array<{
      guid: { '#text': string };
      title: string;
      'media:content': Record<string, string>;
    }>;
    const json = (await poll(h, device)).json() as { items: Array<{ guid: string; localAbsoluteFileName: string }> };
    expect(items.map((i) => i.guid['#text'])).toEqual([image]);
    expect(items[0]?.title).toBe('Kreta & Rhodos.jpg');
    expect(items[0]?.['media:content']).toMatchObject({
      url: json.items[0]?.localAbsoluteFileName,
      medium: 'image',
      duration: '10',
    });
    expect((await feed(device, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
    h.clock.set(Date.parse('2026-06-01T20:00:00Z')); // 22:00: off
    const off = await feed(device, { 'if-none-match': String(res.headers.etag) });
    expect(off.statusCode).toBe(200);
    expect(off.body).not.toContain('<item>');
  });
});

import { crc32, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendCrc, crcPart } from './gzip-splice.js';
import {
  acceptsGzip,
  answerBody,
  answerGzip,
  etagOf,
  jsonSafeBase,
  matchesIfNoneMatch,
  renderDevice,
  viewAt,
} from './payload.js';
import { BASE, type ResolvedItem, type ResolvedPlaylist } from './resolve.js';
import { placeOf } from './screen-place.js';

/** No location: no opening hours, Europe/Berlin, the default on-time. */
const place = placeOf(null, null);

const item = (n: number, over: Partial<ResolvedItem> = {}): ResolvedItem => ({
  id: n,
  guid: `g${n}`,
  guidPlaylist: 'p',
  orderNr: n,
  name: `Bild ${n} äöü`,
  title: null,
  category: null,
  type: 'IMAGE',
  mime: 'image/jpeg',
  localFileName: `${n}.jpg`,
  localAbsoluteFileName: `${BASE}/media/p/${n}.jpg`,
  size: 1,
  duration: 10,
  md5: null,
  config: null,
  active: 1,
  activeFrom: null,
  activeTill: null,
  readOnly: 0,
  fromPlayList: null,
  tags: '[]',
  ...over,
});

const playlist = (items: ResolvedItem[]): ResolvedPlaylist => ({
  header: { guid: 'p', name: 'P', orientation: 'horizontal', maxLength: 0 },
  items,
  boundaries: [...new Set(items.flatMap((i) => [i.activeFrom, i.activeTill]).filter((t) => t !== null))].sort(),
  plans: items.map(() => null),
  playlists: new Set(['p']),
  media: new Set(),
  oriented: items.some((i) => i.orientation !== undefined),
});

const device = renderDevice(
  {
    guid: 'd',
    name: 'Gerät',
    stageName: null,
    orientation: 'horizontal',
    maxDuration: null,
    screenNumber: null,
    jsonMonitor: '{}',
    setClientVersion: '1.0',
  },
  null,
);

describe('player payload', () => {
  it('renders every answer into its own region, also across slab boundaries', () => {
    const view = viewAt(playlist(Array.from({ length: 60 }, (_, n) => item(n))), 0, 'horizontal', place);
    const base = jsonSafeBase('https://host.example');
    const answers = Array.from({ length: 300 }, (_, n) => answerBody(n, etagOf(device, view), device, view, base));
    expect(answers[0].length).toBeGreaterThan(8_000); // 300 answers span several 1 MB slabs
    answers.forEach((a, n) => {
      const body = JSON.parse(a.toString('utf8'));
      expect(body.serverTime).toBe(n);
      expect(body.items).toHaveLength(60);
      expect(body.items[0].localAbsoluteFileName).toBe('https://host.example/media/p/0.jpg');
      expect(body.device.appVersion.url).toBe('https://host.example/apps/1.0/player.apk');
    });
  });

  it('matches If-None-Match forms', () => {
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
  });

  it('gives the same ETag for the same content, another when an item starts or ends', () => {
    const p = playlist([item(1, { activeFrom: 100 }), item(2, { activeTill: 200 })]);
    const tags = [50, 60, 100, 150, 200].map((t) => etagOf(device, viewAt(p, t, 'horizontal', place)));
    expect(tags[0]).toBe(tags[1]);
    expect(new Set(tags).size).toBe(3);
    expect(JSON.parse(`{${viewAt(p, 200, 'horizontal', place).json}}`).items).toHaveLength(1);
  });

  it('leaves out items for the other orientation; a playlist without oriented items has one view for all', () => {
    const plain = playlist([item(1), item(2)]);
    expect(viewAt(plain, 0, 'vertical', place)).toBe(viewAt(plain, 0, 'horizontal', place));
    const plainItems = JSON.parse(`{${viewAt(plain, 0, 'vertical', place).json}}`).items;
    expect(plainItems.some((i: object) => 'orientation' in i)).toBe(false);
    const mixed = playlist([item(1), item(2, { orientation: 'horizontal' }), item(3, { orientation: 'vertical' })]);
    const guids = (o: string | null) =>
      JSON.parse(`{${viewAt(mixed, 0, o, place).json}}`).items.map((i: ResolvedItem) => i.guid);
    expect(guids('horizontal')).toEqual(['g1', 'g2']);
    expect(guids('vertical')).toEqual(['g1', 'g3']);
    // anything but 'vertical' is a landscape screen, as the players treat it
    expect(guids(null)).toEqual(['g1', 'g2']);
    const [h, v] = [viewAt(mixed, 0, 'horizontal', place), viewAt(mixed, 0, 'vertical', place)];
    expect(etagOf(device, h)).not.toBe(etagOf(device, v));
    expect(viewAt(mixed, 0, 'vertical', place)).toBe(v);
  });

  it('gzips an answer from cached segments into a stream any gzip reader decodes to the plain answer', () => {
    const view = viewAt(playlist(Array.from({ length: 40 }, (_, n) => item(n))), 0, 'horizontal', place);
    const etag = etagOf(device, view);
    for (const base of [jsonSafeBase('https://a.example'), jsonSafeBase('http://b.example:8080')]) {
      for (const now of [1, 1_790_000_000_000]) {
        const gz = answerGzip(now, etag, device, view, base);
        const plain = answerBody(now, etag, device, view, base);
        expect(gunzipSync(gz).equals(plain)).toBe(true);
        expect(gz.length).toBeLessThan(plain.length / 3);
      }
    }
  });

  it('reads Accept-Encoding like HTTP clients write it', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip('deflate, x-gzip')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzipped')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('CRC-32 of a concatenation from its parts', () => {
  it('equals the CRC of the whole for any parts', () => {
    fc.assert(
      fc.property(fc.array(fc.uint8Array({ maxLength: 3000 }), { maxLength: 5 }), (parts) => {
        const buffers = parts.map((p) => Buffer.from(p));
        const combined = buffers.reduce((crc, b) => appendCrc(crc, crcPart(b)), 0);
        expect(combined).toBe(crc32(Buffer.concat(buffers)));
      }),
    );
  });
});

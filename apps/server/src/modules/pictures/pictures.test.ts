import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '../../lib/picture-url.js';
import { offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { startHttpServer } from '../../test/http-test-server.js';
import { importHotelRecords } from '../hotels/importer.js';
import { PICTURE_UNAVAILABLE, resizedPictures } from './routes.js';

const big = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#3070b0' } })
  .jpeg()
  .toBuffer();
/** A picture host on plain http, named 'localhost' (another host name than the server's). */
const pictures = await startHttpServer((req, res) => {
  if (req.url === '/big.jpg' || req.url === '/secret.jpg') {
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(big);
  } else res.writeHead(404).end();
});
const picturesHost = pictures.origin.replace('127.0.0.1', 'localhost');
const bigUrl = `${picturesHost}/big.jpg`;
/** The offer provider: offer 7 has one picture on the picture host. */
const provider = await startHttpServer((req, res) => {
  if (!req.url?.startsWith('/offers/7?')) {
    res.writeHead(404).end('{}');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ...{ id: '7', hotelName: 'Hotel Bildtest', destination: 'Kreta', region: 'Chania', stars: 4, price: 999 },
      ...{ priceInfo: 'pro Person', departureDate: '2026-07-01', arrivalDate: '2026-07-08', nights: 7 },
      ...{ board: 'Frühstück', roomType: 'Doppelzimmer', departureAirport: 'ab Köln', offerHost: 'Test' },
      gallery: [bigUrl],
    }),
  );
});
afterAll(() => Promise.all([pictures.close(), provider.close()]));

const h = useHarness({
  OFFER_PROVIDER: 'http',
  OFFER_PROVIDER_URL: provider.origin,
  OFFER_IMAGE_HOSTS: 'localhost',
  PUBLIC_URL: 'https://signage.example-reisen.de',
});
const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });
const picturesAsked = () => pictures.requests.length;

async function editorViews() {
  const a = await offerAgency(h, h.fx.locationA, 'A-1');
  const res = await offerCall(h, 'getOffer', { ...target(a, '7'), provider: 'http' });
  expect(res.statusCode).toBe(200);
  return { a, body: res.json() as { offerGallery: string[]; offerGalleryViews: string[] } };
}

describe('pictures through this server (GET /v1/picture)', () => {
  it("serves the editor's gallery from an http host resized, cached in memory and for the browser", async () => {
    const { body } = await editorViews();
    expect(body.offerGallery).toEqual([bigUrl]);
    const [view] = body.offerGalleryViews;
    expect(view).toMatch(/^\/v1\/picture\?k=offer-http&w=320&u=/);
    const before = picturesAsked();
    const res = await get(view as string);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 192 });
    // the second ask is answered from memory (no request to the host), the browser's revalidation with 304
    expect(resizedPictures(h.app.ctx).has(`offer-http ${bigUrl}`, 320)).toBe(true);
    expect((await get(view as string)).rawPayload.equals(res.rawPayload)).toBe(true);
    const revalidated = await get(view as string, { 'if-none-match': res.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(picturesAsked() - before).toBeLessThanOrEqual(1);
    // another width of the set; one outside it is refused
    const wide = await get((view as string).replace('w=320', 'w=1280'));
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1280, height: 768 });
    const odd = await get((view as string).replace('w=320', 'w=333'));
    expect(odd.statusCode).toBe(400);
    expect(odd.body).toContain(PICTURE_WIDTHS.join(', '));
  });

  it('refuses any URL this server did not sign for that picture (no open proxy) and asks no host for it', async () => {
    const { body } = await editorViews();
    const view = new URL(body.offerGalleryViews[0] as string, 'http://x');
    const with_ = (changes: Record<string, string | null>) => {
      const q = new URLSearchParams(view.search);
      for (const [k, v] of Object.entries(changes)) v === null ? q.delete(k) : q.set(k, v);
      return `/v1/picture?${q}`;
    };
    const before = picturesAsked();
    for (const url of [
      with_({ u: `${picturesHost}/secret.jpg` }),
      with_({ u: `${provider.origin}/offers/7?advisoryId=A-1` }),
      with_({ k: 'hotel' }),
      with_({ s: 'A'.repeat(32) }),
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Bild wurde nicht gefunden.');
    }
    expect((await get(with_({ s: null }))).statusCode).toBe(400);
    expect(picturesAsked()).toBe(before);
  });

  it('shows hotel pictures through this server under the host rules: allowed hosts yes, private addresses no', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const image = (url: string, id: string) => ({
      url,
      meta: { typ: 'aussen', seq: Number(id), id, width: 1600, height: 960 },
    });
    await importHotelRecords(
      h.database.db,
      [
        {
          ...{ gid: '900001', name: 'Hotel Bildtest', countryCode: 'GR', country: 'Griechenland' },
          images: [image(bigUrl, '1'), image(`${pictures.origin}/secret.jpg`, '2'), image('/media/x.jpg', '3')],
        },
      ],
      { clock: h.clock },
    );
    const res = await h.app.inject({
      method: 'POST',
      url: `/v1/grequest/hotel?code=${a.code}`,
      payload: { gid: '900001' },
    });
    expect(res.statusCode).toBe(200);
    const hotel = res.json() as { thumb: string; imageList: Array<{ url: string }> };
    const [allowed, private_, own] = hotel.imageList.map((i) => i.url);
    expect(allowed).toMatch(/^\/v1\/picture\?k=hotel&w=1920&u=/);
    expect(own).toBe('/media/x.jpg'); // this server's own path stays
    expect(hotel.thumb).toMatch(/^\/v1\/picture\?k=hotel&w=320&u=/);
    const shown = await get(allowed as string);
    expect(shown.statusCode).toBe(200);
    expect((await sharp(shown.rawPayload).metadata()).width).toBe(1920);
    // 127.0.0.1 is neither an allowed host nor a public address: never asked
    const before = picturesAsked();
    const refused = await get(private_ as string);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error.message).toBe(PICTURE_UNAVAILABLE);
    expect(picturesAsked()).toBe(before);
    // the search list's thumbnails too
    const found = await h.app.inject({
      method: 'POST',
      url: `/v1/grequest/hotelbyname?code=${a.code}`,
      payload: { name: 'Bildtest' },
    });
    expect(found.json()[0].thumb).toMatch(/^\/v1\/picture\?k=hotel&w=320&u=/);
  });
});

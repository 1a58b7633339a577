import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../../test/harness.js';
import { demoOfferProvider } from './demo.js';
import { DEMO_GALLERY_SIZE, DEMO_ROWS, demoOfferId } from './demo-data.js';
import { DEMO_IMAGE_WIDTH, demoImage } from './demo-images.js';
import { offerSource } from './index.js';
import { providerOfferSchema } from './types.js';

const ORIGIN = 'https://signage.example.de';
const h = useHarness({ PUBLIC_URL: ORIGIN });
const DAY = 86_400_000;

describe('demo offer provider', () => {
  it('prices a flight from the departure airport of the location; an unknown code keeps the own price', async () => {
    const provider = demoOfferProvider({
      clock: { now: () => Date.parse('2026-06-01T10:00:00Z') },
      serverOrigin: ORIGIN,
    });
    const plain = await provider.getOffer('1000', { advisoryId: '1' });
    const munich = await provider.getOffer('1000', { advisoryId: '1', departureAirport: 'muc' });
    const unknown = await provider.getOffer('1000', { advisoryId: '1', departureAirport: 'XYZ' });
    expect([plain?.price, plain?.departureAirport]).toEqual([899, 'ab Düsseldorf']);
    expect([munich?.price, munich?.departureAirport]).toEqual([939, 'ab München']);
    expect([unknown?.price, unknown?.departureAirport]).toEqual([899, 'ab Düsseldorf']);
  });

  it('knows at least 40 offers, each valid and bookable after today', async () => {
    expect(DEMO_ROWS.length).toBeGreaterThanOrEqual(40);
    const now = Date.parse('2031-02-27T23:30:00Z');
    const provider = demoOfferProvider({ clock: { now: () => now }, serverOrigin: ORIGIN });
    const names = new Set<string>();
    for (let i = 0; i < DEMO_ROWS.length; i++) {
      const offer = await provider.getOffer(demoOfferId(i), { advisoryId: '1' });
      expect(providerOfferSchema.parse(offer)).toEqual(offer);
      if (!offer) continue;
      names.add(offer.hotelName);
      expect(Date.parse(offer.departureDate)).toBeGreaterThan(now);
      expect((Date.parse(offer.arrivalDate) - Date.parse(offer.departureDate)) / DAY).toBe(offer.nights);
      expect(offer.gallery).toHaveLength(DEMO_GALLERY_SIZE);
      expect(offer.gallery[0]).toBe(`${ORIGIN}/media/offer-demo/${offer.id}/0.jpg`);
    }
    expect(names.size).toBe(DEMO_ROWS.length);
  });

  it('moves the travel dates along with the clock', async () => {
    const at = (now: number) =>
      demoOfferProvider({ clock: { now: () => now }, serverOrigin: ORIGIN }).getOffer('1000', { advisoryId: '1' });
    const first = await at(Date.parse('2026-06-01T10:00:00Z'));
    const later = await at(Date.parse('2027-06-01T10:00:00Z'));
    expect(Date.parse(later?.departureDate ?? '') - Date.parse(first?.departureDate ?? '')).toBe(365 * DAY);
  });

  it('knows no other ids', async () => {
    const provider = demoOfferProvider({ clock: h.clock, serverOrigin: ORIGIN });
    for (const id of ['999', '0999', String(1000 + DEMO_ROWS.length), '1000 ', 'abc', '']) {
      expect(await provider.getOffer(id, { advisoryId: '1' })).toBeNull();
    }
  });

  it('draws different pictures per offer and picture, cached on disk', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'offer-demo-'));
    const a = await demoImage(dir, '1000', 0, 0);
    const b = await demoImage(dir, '1000', 0, 1);
    const c = await demoImage(dir, '1001', 1, 0);
    expect(new Set([a, b, c].map((x) => x.toString('base64'))).size).toBe(3);
    expect(readFileSync(join(dir, 'offer-demo', '1000', '0.jpg')).equals(a)).toBe(true);
    const again = await demoImage(dir, '1000', 0, 0);
    expect(again.equals(a)).toBe(true);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('GET /media/offer-demo/{offerId}/{n}.jpg', () => {
  it('serves every picture of an offer as a decodable JPEG, publicly and cacheable', async () => {
    for (let n = 0; n < DEMO_GALLERY_SIZE; n++) {
      const res = await h.call(null, { method: 'GET', url: `/media/offer-demo/1003/${n}.jpg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toContain('public');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(DEMO_IMAGE_WIDTH);
    }
  });

  it('answers 404 for unknown ids and picture numbers', async () => {
    for (const url of [
      '/media/offer-demo/0999/0.jpg',
      `/media/offer-demo/${1000 + DEMO_ROWS.length}/0.jpg`,
      `/media/offer-demo/1000/${DEMO_GALLERY_SIZE}.jpg`,
      '/media/offer-demo/1000/0.png',
      '/media/offer-demo/1000/..%2F0.jpg',
    ]) {
      expect((await h.call(null, { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('lets the renderer fetch demo pictures without a request to the server itself', async () => {
    const { provider, gallery } = offerSource(h.app.ctx, 'demo');
    const offer = await provider.getOffer('1005', { advisoryId: '1' });
    const images = await gallery.fetchAll(offer?.gallery ?? []);
    expect(images).toHaveLength(DEMO_GALLERY_SIZE);
    for (const bytes of images) expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    // Same path on another host is not this server: refused.
    expect(await gallery.fetch('https://elsewhere.example.de/media/offer-demo/1005/0.jpg')).toBeNull();
  });
});

describe('provider choice', () => {
  it('uses the demo provider by default and for provider=demo; http only when configured', () => {
    expect(offerSource(h.app.ctx).provider.name).toBe('demo');
    expect(offerSource(h.app.ctx, 'DEMO').provider.name).toBe('demo');
    expect(offerSource(h.app.ctx, 'http').provider.name).toBe('demo');
    expect(offerSource(h.app.ctx, 'demo')).toBe(offerSource(h.app.ctx, 'demo'));
  });
});

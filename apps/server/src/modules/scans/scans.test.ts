import { eq, isNotNull } from 'drizzle-orm';
import jsQRModule from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { companies, playlistItems, qrLinks, qrScans } from '../../db/schema.js';
import { type OfferAgency, offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { agencyByGuid } from '../offers/agency.js';
import { replaceOfferImages } from '../offers/offer-items.js';
import { offerSource } from '../offers/providers/index.js';
import { renderOfferPair } from '../offers/render-service.js';
import { UNKNOWN_LINK_TEXT } from './routes.js';
import { SCANS_PER_ADDRESS } from './service.js';

const PUBLIC_URL = 'https://signage.example-reisen.de';
const h = useHarness({ PUBLIC_URL });
const jsQR = jsQRModule.default;
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);
const BOOKING = 'https://reisebuero-sonne.de';

async function addOffer(a: OfferAgency) {
  // demo offers have no booking link: the QR code shows the agency's web address (from its e-mail)
  await h.database.db
    .update(companies)
    .set({ email: 'info@reisebuero-sonne.de' })
    .where(eq(companies.guid, a.location));
  const res = await offerCall(h, 'addToOffice', {
    ...target(a),
    start: BERLIN_0('2026-06-01'),
    agencyId: a.advisoryId,
    end: BERLIN_0('2026-06-08') + 23 * 3_600_000,
    targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
  });
  expect(res.statusCode).toBe(200);
  return h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));
}

/** The text of the QR code in a screen's image, as a phone reads it. */
async function qrOf(guidPlaylist: string, file: string | null) {
  const res = await h.app.inject({ method: 'GET', url: `/media/${guidPlaylist}/${file}` });
  expect(res.statusCode).toBe(200);
  const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

const scanFrom = (path: string, ip: string) => h.app.inject({ method: 'GET', url: path, remoteAddress: ip });

describe('QR short links (/q/…)', () => {
  it('each screen playlist gets its own short link in the QR code; a scan redirects to the booking link', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const items = await addOffer(a);
    expect(items).toHaveLength(2);
    const codes = await Promise.all(items.map((i) => qrOf(i.guidPlaylist, i.localFileName)));
    const paths = codes.map((c) => {
      expect(c).toMatch(new RegExp(`^${PUBLIC_URL}/q/[A-Za-z0-9_-]{22}$`));
      return new URL(c as string).pathname;
    });
    expect(new Set(paths).size).toBe(2);
    for (const path of paths) {
      const res = await scanFrom(path, '198.51.100.20');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(BOOKING);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // adding the offer again keeps each playlist's link (its counts go on)
    const again = await addOffer(a);
    const codesAgain = await Promise.all(again.map((i) => qrOf(i.guidPlaylist, i.localFileName)));
    expect(codesAgain.sort()).toEqual([...codes].sort());
  });

  it('images renewed by a re-check keep each playlist its counted link', { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const items = await addOffer(a);
    const before = await Promise.all(items.map((i) => qrOf(i.guidPlaylist, i.localFileName)));
    h.clock.advance(5 * 60_000); // a later 'Stand': the render differs
    const ctx = h.app.ctx;
    const agency = await agencyByGuid(ctx, a.location);
    const source = offerSource(ctx, 'demo');
    const offer = await source.provider.getOffer('1000', { advisoryId: a.advisoryId });
    if (!agency || !offer) throw new Error('demo offer 1000 missing');
    const pair = await renderOfferPair(ctx, {
      agency,
      offer,
      gallery: source.gallery,
      editor: [],
      confirmedAt: h.clock.now(),
      cache: false,
    });
    expect(await replaceOfferImages(ctx, a.location, '1000', pair)).toBe(2);
    const renewed = await h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));
    expect(renewed.map((i) => i.localFileName).sort()).not.toEqual(items.map((i) => i.localFileName).sort());
    const byItem = new Map(renewed.map((i) => [i.guid, i]));
    for (const [n, item] of items.entries()) {
      const now = byItem.get(item.guid);
      expect(now && (await qrOf(now.guidPlaylist, now.localFileName))).toBe(before[n]);
    }
  });

  it('counts scans per link and hour in one row each, limited per address, and keeps nothing about the scanner', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const [item] = await addOffer(a);
    const path = new URL((await qrOf(item.guidPlaylist, item.localFileName)) as string).pathname;
    const token = path.slice(3);
    // one address counts SCANS_PER_ADDRESS times, then is still redirected but no longer counted
    for (let i = 0; i < SCANS_PER_ADDRESS + 2; i++) {
      expect((await scanFrom(path, '203.0.113.50')).statusCode).toBe(302);
    }
    expect((await scanFrom(path, '203.0.113.51')).statusCode).toBe(302);
    h.clock.advance(3_600_000);
    expect((await scanFrom(path, '203.0.113.52')).statusCode).toBe(302);
    const rows = await h.database.db.select().from(qrScans).where(eq(qrScans.token, token)).orderBy(qrScans.hour);
    expect(rows.map((r) => [r.hour.toISOString(), r.count])).toEqual([
      ['2026-06-01T10:00:00.000Z', SCANS_PER_ADDRESS + 1],
      ['2026-06-01T11:00:00.000Z', 1],
    ]);
    // no personal data: the tables hold only the link, the hour and the count — no address, no user agent
    const dump = JSON.stringify([
      await h.database.db.select().from(qrScans),
      await h.database.db.select().from(qrLinks),
    ]);
    expect(dump).not.toMatch(/203\.0\.113|198\.51\.100|lightMyRequest|user-agent/i);
    expect(Object.keys(rows[0]).sort()).toEqual(['count', 'hour', 'token']);
  });

  it('answers an unknown or malformed token with a German 404 page and counts nothing', async () => {
    for (const path of ['/q/AAAAAAAAAAAAAAAAAAAAAA', '/q/x', `/q/${'ä'.repeat(30)}`]) {
      const res = await scanFrom(path, '198.51.100.30');
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(UNKNOWN_LINK_TEXT);
    }
    expect(await h.database.db.select().from(qrScans)).toEqual([]);
  });

  it("shows the scans in the location's running offers list (per playlist, also of the last 24 hours)", {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const items = await addOffer(a);
    const onH = items.find((i) => i.guidPlaylist === a.playlistH);
    const path = new URL((await qrOf(a.playlistH, onH?.localFileName ?? null)) as string).pathname;
    await scanFrom(path, '198.51.100.40');
    // and one two days ago (as the route would have counted it then)
    await h.database.db
      .insert(qrScans)
      .values({ token: path.slice(3), hour: new Date('2026-05-30T08:00:00Z'), count: 1 });
    const res = await h.call('admin', { method: 'GET', url: `/v1/companies/${a.location}/offers` });
    expect(res.statusCode).toBe(200);
    const byPlaylist = Object.fromEntries(
      res
        .json()
        .map((o: { guidPlaylist: string; scans: number; scans24h: number }) => [o.guidPlaylist, [o.scans, o.scans24h]]),
    );
    expect(byPlaylist).toEqual({ [a.playlistH]: [2, 1], [a.playlistV]: [0, 0] });
  });
});

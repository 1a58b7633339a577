import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, media, playlistItems } from '../../db/schema.js';
import { offerAgency, offerCall } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { ensureOfferCode } from '../companies/offer-code.js';

const h = useHarness();
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);

/** The link 'Link für das Buchungssystem kopieren' gives, plus the offer id: code and offerId only. */
describe('offer calls with only code and offerId', () => {
  it('know the agency and the offer: advisoryId is the location’s, the provider OFFER_PROVIDER', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const short = { code: a.code, offerId: '1000' };
    const login = await offerCall(h, 'prepareLogin', short);
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ company: { guid: a.location }, agencyId: 'A-1' });
    const images = await offerCall(h, 'createOfferImage', short);
    expect(images.statusCode).toBe(200);
    expect(images.json()).toMatchObject({ agencyId: 'A-1', error: '', errorH: '' });
    expect(images.json().imageV).not.toBe('');
    const data = await offerCall(h, 'getOffer', short);
    expect(data.statusCode).toBe(200);
    expect(data.json().offerGallery.length).toBeGreaterThan(0);
    const added = await offerCall(h, 'addToOffice', {
      ...short,
      start: BERLIN_0('2026-06-01'),
      end: BERLIN_0('2026-06-08') + 23 * 3_600_000,
      targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().reasons).toEqual([]);
    const items = await h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));
    expect(items).toHaveLength(2);
    // the item records the provider that answered (the fallback), so later checks ask the same one
    const [row] = await h.database.db
      .select()
      .from(media)
      .where(eq(media.guid, items[0].guidMedia as string));
    expect(JSON.parse(row.mediaInfo ?? '{}')).toEqual({ offerId: '1000', provider: h.app.ctx.config.offerProvider });
  });

  it('a location without advisoryId works without one; a wrong advisoryId is still refused', async () => {
    const db = h.database.db;
    const code = await ensureOfferCode(db, h.fx.locationB);
    await db.update(companies).set({ advisoryId: null }).where(eq(companies.guid, h.fx.locationB));
    const login = await offerCall(h, 'prepareLogin', { code, offerId: '1001' });
    expect(login.json()).toMatchObject({ company: { guid: h.fx.locationB }, agencyId: '' });
    expect((await offerCall(h, 'getOffer', { code, offerId: '1001' })).statusCode).toBe(200);
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const wrong = await offerCall(h, 'getOffer', { code: a.code, offerId: '1000', advisoryId: 'B-9' });
    expect(wrong.statusCode).toBe(403);
    // neither code nor offer: a German 400, nothing else
    const missing = await offerCall(h, 'getOffer', { code: a.code });
    expect(missing.statusCode).toBe(400);
  });
});

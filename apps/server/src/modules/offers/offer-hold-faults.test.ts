import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, offerHolds, playlistItems } from '../../db/schema.js';
import { BERLIN_0, HOUR, offerAgency, offerProvider, placeOffer, providerOffer } from '../../test/factory/offers.js';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';

/** The local provider: offer 7 as answered, 404 ('gone') or 500 ('down'). */
const provider = await offerProvider(providerOffer('7'));
afterAll(() => provider.close());

const h = useHarness(provider.env);
beforeEach(() => provider.reset());

async function heldOffer() {
  const a = await offerAgency(h, h.fx.locationA, 'A-1');
  await h.database.db.update(companies).set({ offerApproval: 'location' }).where(eq(companies.guid, a.location));
  const res = await placeOffer(h, a, '7', BERLIN_0('2026-06-01'), BERLIN_0('2026-06-08') + 23 * HOUR);
  expect(res.json().waitsForApproval).toBe(true);
  const [hold] = await h.database.db.select().from(offerHolds);
  const approver = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a.location });
  return { hold, approve: () => approver({ method: 'POST', url: `/v1/offer-holds/${hold.guid}/approve` }) };
}

const offerItems = () => h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));
const stateOf = async (guid: string) =>
  (await h.database.db.select().from(offerHolds).where(eq(offerHolds.guid, guid)))[0]?.state;

describe('approving a held offer when the provider fails', () => {
  it('keeps it waiting while the provider is down, and places it once the provider answers again', {
    timeout: 120_000,
  }, async () => {
    const { hold, approve } = await heldOffer();
    provider.set('down');
    const res = await approve();
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(await stateOf(hold.guid)).toBe('pending');
    expect(await offerItems()).toHaveLength(0);
    provider.reset();
    expect((await approve()).json()).toEqual({ state: 'approved', message: null });
    expect(await offerItems()).toHaveLength(2);
  });

  it('fails with the reason when the provider no longer knows the offer', { timeout: 120_000 }, async () => {
    const { hold, approve } = await heldOffer();
    provider.set('gone');
    const res = await approve();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'failed', message: expect.stringContaining('7') });
    expect(await stateOf(hold.guid)).toBe('failed');
    expect(await offerItems()).toHaveLength(0);
  });
});

import { OFFER_DATE_MESSAGES } from '@signage/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, offerChecks, offerHolds, outgoingMails, playlistItems, playlists } from '../../db/schema.js';
import { addLocation } from '../../test/factory/companies.js';
import { BERLIN_0, type OfferAgency, offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';
import { HOLD_NOT_PENDING } from './hold-decide.js';

const h = useHarness();
// The test clock: 01.06.2026; demo offer 1000 departs 22.06.2026.
const add = (a: OfferAgency, more: object = {}) =>
  offerCall(h, 'addToOffice', {
    ...target(a),
    agencyId: a.advisoryId,
    start: BERLIN_0('2026-06-01'),
    end: BERLIN_0('2026-06-08') + 23 * 3_600_000,
    targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
    ...more,
  });

const offerItemsAt = (location: string) =>
  h.database.db
    .select({ guidPlaylist: playlistItems.guidPlaylist, activeTill: playlistItems.activeTill })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(and(eq(playlists.guidCompany, location), isNotNull(playlistItems.offerId)));

/** Location A1 approves its own offers and has an address; A2 beside it does not approve. */
async function holdingLocation() {
  const a = await offerAgency(h, h.fx.locationA, 'A-1');
  await h.database.db
    .update(companies)
    .set({ offerApproval: 'location', email: 'a1@example.org' })
    .where(eq(companies.guid, a.location));
  return a;
}

const holds = () => h.database.db.select().from(offerHolds);

describe('an offer added at a location that approves its own offers', () => {
  it('is rendered and held, not placed; the same offer again replaces the hold; each hold writes one mail', {
    timeout: 180_000,
  }, async () => {
    const a = await holdingLocation();
    const res = await add(a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ waitsForApproval: true, reasons: [] });
    expect(body.lists).toHaveLength(2);
    expect(await offerItemsAt(a.location)).toHaveLength(0);
    expect(await h.database.db.select().from(offerChecks)).toHaveLength(0);
    const [first] = await holds();
    expect(first).toMatchObject({ state: 'pending', offerId: '1000', mode: 'standard', guidCompany: a.location });
    expect(first.previewV).toBeTruthy();
    expect(first.request).toMatchObject({ from: '01.06.2026', till: '08.06.2026', targetDevices: expect.any(Array) });
    expect(JSON.stringify(first.request)).not.toContain(a.code);
    const mails = await h.database.db.select().from(outgoingMails);
    expect(mails.map((m) => m.toAddress)).toEqual(['a1@example.org']);
    expect(mails[0].subject).toBe('Zur Freigabe: Angebot 1000 (Angebotstool)');
    expect(mails[0].body).toContain('/media/offers/');
    expect(mails[0].body).toContain('Zur Freigabe');

    const again = await add(a, { end: BERLIN_0('2026-06-05') });
    expect(again.json().waitsForApproval).toBe(true);
    const after = await holds();
    expect(after).toHaveLength(1);
    expect(after[0].guid).not.toBe(first.guid);
    expect(after[0].request).toMatchObject({ till: '05.06.2026' });
    expect(await h.database.db.select().from(outgoingMails)).toHaveLength(2);
    expect(await offerItemsAt(a.location)).toHaveLength(0);
  });

  it('is listed for an approver in reach, placed into the chosen playlists on approval, refused otherwise', {
    timeout: 180_000,
  }, async () => {
    const a = await holdingLocation();
    await add(a);
    const [hold] = await holds();
    const sibling = await addLocation(h.database.db, { name: 'Standort A2', guidParent: h.fx.networkA });
    const stranger = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: sibling });
    const approver = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a.location });
    const list = (await approver({ method: 'GET', url: '/v1/offer-approvals' })).json();
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'location',
        guidHold: hold.guid,
        guidCampaign: null,
        guidCompany: a.location,
        companyName: 'Standort A1',
        offerId: '1000',
        from: '01.06.2026',
        till: '08.06.2026',
        price: hold.price,
        previewV: expect.stringContaining('/media/offers/'),
        previewH: expect.stringContaining('/media/offers/'),
      }),
    ]);
    expect((await stranger({ method: 'GET', url: '/v1/offer-approvals' })).json()).toEqual([]);
    const url = (what: string) => `/v1/offer-holds/${hold.guid}/${what}`;
    expect((await stranger({ method: 'POST', url: url('approve') })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'POST', url: url('approve') })).statusCode).toBe(403);
    expect(
      (await approver({ method: 'POST', url: '/v1/offer-holds/00000000-0000-4000-8000-000000000000/approve' }))
        .statusCode,
    ).toBe(404);
    expect(await offerItemsAt(a.location)).toHaveLength(0);

    const approved = await approver({ method: 'POST', url: url('approve') });
    expect(approved.json()).toEqual({ state: 'approved', message: null });
    const items = await offerItemsAt(a.location);
    expect(items.map((i) => i.guidPlaylist).sort()).toEqual([a.playlistH, a.playlistV].sort());
    expect(items[0].activeTill?.getTime()).toBe(BERLIN_0('2026-06-09') - 1);
    expect(await h.database.db.select().from(offerChecks)).toHaveLength(1);
    const [done] = await holds();
    expect(done).toMatchObject({ state: 'approved', decidedAt: expect.any(Date) });
    const again = await approver({ method: 'POST', url: url('approve') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(HOLD_NOT_PENDING);
    expect((await approver({ method: 'GET', url: '/v1/offer-approvals' })).json()).toEqual([]);
    // the approval's placing is the tool's own: no second mail, no new hold
    expect(await h.database.db.select().from(outgoingMails)).toHaveLength(1);
  });

  it('places nothing when declined, and fails with the reason when its period has passed by the approval', {
    timeout: 180_000,
  }, async () => {
    const a = await holdingLocation();
    await add(a);
    const [first] = await holds();
    const approver = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a.location });
    const declined = await approver({ method: 'POST', url: `/v1/offer-holds/${first.guid}/decline`, payload: {} });
    expect(declined.json()).toEqual({ state: 'declined', message: null });
    expect(await offerItemsAt(a.location)).toHaveLength(0);
    expect((await holds())[0]).toMatchObject({ state: 'declined', message: 'Abgelehnt' });

    // held again (a new hold beside the declined one), then its whole period passes before anyone approves
    await add(a, { end: BERLIN_0('2026-06-02') + 23 * 3_600_000 });
    const pending = (await holds()).find((x) => x.state === 'pending');
    h.clock.set(BERLIN_0('2026-06-05'));
    const later = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a.location });
    const failed = await later({ method: 'POST', url: `/v1/offer-holds/${pending?.guid}/approve` });
    expect(failed.json()).toEqual({ state: 'failed', message: OFFER_DATE_MESSAGES.endInPast });
    expect((await holds()).find((x) => x.guid === pending?.guid)).toMatchObject({ state: 'failed' });
    expect(await offerItemsAt(a.location)).toHaveLength(0);
  });
});

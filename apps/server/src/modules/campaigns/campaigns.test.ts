import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, jobs, offerChecks, offerCopies, outgoingMails, playlistItems, playlists } from '../../db/schema.js';
import { addLocation } from '../../test/factory/companies.js';
import { offerAgency } from '../../test/factory/offers.js';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';
import { NO_SCREENS, workCopy } from './copy-service.js';
import { FOREIGN_LOCATIONS } from './publish-service.js';
import { findCampaign } from './repository.js';

const h = useHarness();
// The test clock: 01.06.2026; demo offer 1000 (899 € from Düsseldorf) departs 22.06.2026.
const BASE_PRICE = 899;

async function threeLocations() {
  const db = h.database.db;
  const second = await addLocation(db, { name: 'Standort A2', guidParent: h.fx.networkA, city: 'München' });
  const third = await addLocation(db, { name: 'Standort A3', guidParent: h.fx.networkA, city: 'Hamburg' });
  const agencies = [
    await offerAgency(h, h.fx.locationA, 'A-1'),
    await offerAgency(h, second, 'A-2'),
    await offerAgency(h, third, 'A-3'),
  ];
  // Airports through the master data (the demo prices München +40 €, Hamburg +60 €); the first has none.
  for (const [guid, departureAirport] of [
    [second, 'muc'],
    [third, 'HAM'],
  ] as const) {
    const res = await h.call('netA', { method: 'POST', url: `/v1/companies/${guid}`, payload: { departureAirport } });
    expect(res.statusCode).toBe(200);
  }
  await db.update(companies).set({ email: 'a2@example.org' }).where(eq(companies.guid, second));
  return agencies;
}

const publish = (as: 'netA' | 'netB' | 'standortA' | 'admin', body: object, network = h.fx.networkA) =>
  h.call(as, { method: 'POST', url: `/v1/campaigns/network/${network}`, payload: body });

const body = (locations: string[], more: object = {}) => ({
  offerId: '1000',
  provider: 'demo',
  from: '01.06.2026',
  till: '08.06.2026',
  selection: { kind: 'list', locations },
  ...more,
});

const offerItemsAt = (location: string) =>
  h.database.db
    .select({ guid: playlistItems.guid })
    .from(playlistItems)
    .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
    .where(and(eq(playlists.guidCompany, location), isNotNull(playlistItems.offerId)));

describe('Reise der Woche', () => {
  it('renders each copy with its location price, waits for approval, declines, shows the campaign and withdraws', {
    timeout: 240_000,
  }, async () => {
    const [a1, a2, a3] = await threeLocations();
    const res = await publish('netA', body([a1.location, a2.location, a3.location], { approval: 'location' }));
    expect(res.statusCode).toBe(200);
    const summary = res.json();
    expect(summary).toMatchObject({ total: 3, done: 0, approval: 'location', from: '01.06.2026' });
    await h.app.jobs.runOnce();
    const copies = await h.database.db.select().from(offerCopies);
    expect(copies.map((c) => c.state)).toEqual(['pending', 'pending', 'pending']);
    const priceOf = (guid: string) => copies.find((c) => c.guidCompany === guid)?.price;
    expect([priceOf(a1.location), priceOf(a2.location), priceOf(a3.location)]).toEqual([
      BASE_PRICE,
      BASE_PRICE + 40,
      BASE_PRICE + 60,
    ]);
    // nothing plays before the approval; the location with an address got a mail with the images
    for (const a of [a1, a2, a3]) expect(await offerItemsAt(a.location)).toHaveLength(0);
    const mails = await h.database.db.select().from(outgoingMails);
    expect(mails.map((m) => m.toAddress)).toEqual(['a2@example.org']);
    expect(mails[0].subject).toContain('Zur Freigabe');
    expect(mails[0].body).toContain('/media/offers/');

    // a location user with the right sees its own copy only, and approves it
    const approver = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a2.location });
    const list = await approver({ method: 'GET', url: '/v1/offer-approvals' });
    expect(list.json().map((x: { guidCompany: string }) => x.guidCompany)).toEqual([a2.location]);
    expect(list.json()[0]).toMatchObject({ offerId: '1000', price: BASE_PRICE + 40 });
    const url = (a: { location: string }, what: string) => `/v1/campaigns/${summary.guid}/copies/${a.location}/${what}`;
    // a sibling's copy is out of its reach; the standard location user lacks the right
    expect((await approver({ method: 'POST', url: url(a1, 'approve') })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'POST', url: url(a1, 'approve') })).statusCode).toBe(403);
    const approved = await approver({ method: 'POST', url: url(a2, 'approve') });
    expect(approved.json()).toEqual({ state: 'running', message: null });
    expect(await offerItemsAt(a2.location)).toHaveLength(2);
    // the running copy is a placed offer: its re-check asks with the location's airport and price
    const [check] = await h.database.db.select().from(offerChecks).where(eq(offerChecks.guidCompany, a2.location));
    expect(check).toMatchObject({ departureAirport: 'MUC', offerId: '1000' });
    expect((check.data as { price: number; departureAirport: string }).price).toBe(BASE_PRICE + 40);
    expect((check.data as { departureAirport: string }).departureAirport).toBe('ab München');
    expect((await approver({ method: 'POST', url: url(a2, 'approve') })).statusCode).toBe(409);

    const decliner = await userWithRights(h, { rights: ['RIGHT_OFFER_APPROVE'], at: a3.location });
    const declined = await decliner({ method: 'POST', url: url(a3, 'decline'), payload: {} });
    expect(declined.json()).toEqual({ state: 'declined', message: 'Nicht bei uns' });
    expect(await offerItemsAt(a3.location)).toHaveLength(0);

    const view = await h.call('netA', { method: 'GET', url: `/v1/campaigns/${summary.guid}` });
    expect(view.statusCode).toBe(200);
    const states = Object.fromEntries(
      view.json().copies.map((c: { guidCompany: string; state: string }) => [c.guidCompany, c.state]),
    );
    expect(states).toEqual({ [a1.location]: 'pending', [a2.location]: 'running', [a3.location]: 'declined' });
    expect(view.json()).toMatchObject({ total: 3, done: 3, counts: { pending: 1, running: 1, declined: 1 } });
    const running = view.json().copies.find((c: { state: string }) => c.state === 'running');
    expect(running).toMatchObject({ screens: 2, price: BASE_PRICE + 40, plays: 0, scans: 0 });
    // another network sees nothing of it
    expect((await h.call('netB', { method: 'GET', url: `/v1/campaigns/${summary.guid}` })).statusCode).toBe(404);

    const withdrawn = await h.call('netA', { method: 'POST', url: `/v1/campaigns/${summary.guid}/withdraw` });
    expect(withdrawn.json()).toEqual({ copies: 2, screens: 2 });
    expect(await offerItemsAt(a2.location)).toHaveLength(0);
    expect((await approver({ method: 'GET', url: '/v1/offer-approvals' })).json()).toEqual([]);
  });

  it('places at once without approval, and publishing again replaces instead of doubling', {
    timeout: 240_000,
  }, async () => {
    const [a1, a2] = await threeLocations();
    const first = await publish('netA', body([a1.location, a2.location], { approval: 'immediate' }));
    await h.app.jobs.runOnce();
    expect((await offerItemsAt(a1.location)).length).toBe(2);
    // again with only the first location: asked first (the second's copy plays on its screens), nothing changes
    const asked = await publish('netA', body([a1.location], { approval: 'immediate', till: '05.06.2026' }));
    expect(asked.statusCode).toBe(409);
    const { error } = asked.json();
    expect(error.code).toBe('CONFIRM_DELETE');
    expect(error.message).toBe(
      'Die neue Auswahl trifft einen Standort nicht mehr, an dem das Angebot 1000 läuft oder auf Freigabe wartet: Standort A2. Dort wird es abgenommen (2 Bildschirme).',
    );
    expect(error.details.locations).toEqual([{ guid: a2.location, name: 'Standort A2' }]);
    expect(error.details.devices).toHaveLength(2);
    expect(await offerItemsAt(a2.location)).toHaveLength(2);
    const before = await h.database.db.select({ state: offerCopies.state }).from(offerCopies);
    expect(before.map((c) => c.state)).toEqual(['running', 'running']);
    // confirmed, with a new period: one campaign, its items replaced, the second taken down
    const again = await publish(
      'netA',
      body([a1.location], { approval: 'immediate', till: '05.06.2026', confirm: true }),
    );
    expect(again.json().guid).toBe(first.json().guid);
    await h.app.jobs.runOnce();
    const items = await h.database.db
      .select({ till: playlistItems.activeTill })
      .from(playlistItems)
      .innerJoin(playlists, eq(playlists.guid, playlistItems.guidPlaylist))
      .where(and(eq(playlists.guidCompany, a1.location), isNotNull(playlistItems.offerId)));
    expect(items).toHaveLength(2);
    expect(items[0].till?.toISOString()).toBe('2026-06-05T21:59:59.999Z');
    expect(await offerItemsAt(a2.location)).toHaveLength(0);
    const copies = await h.database.db.select().from(offerCopies);
    expect(copies.map((c) => [c.guidCompany === a1.location, c.state]).sort()).toEqual([
      [false, 'withdrawn'],
      [true, 'running'],
    ]);
  });

  it('continues with the copies still queued after an interruption (each copy once)', {
    timeout: 240_000,
  }, async () => {
    const [a1, a2, a3] = await threeLocations();
    const res = await publish('netA', body([a1.location, a2.location, a3.location], { approval: 'location' }));
    const guid = res.json().guid;
    // as if a process had done one copy and died: the job row back to waiting, one copy already pending
    await h.database.db
      .update(offerCopies)
      .set({ state: 'pending', message: 'schon erledigt' })
      .where(eq(offerCopies.guidCompany, a1.location));
    await h.app.jobs.runOnce();
    const copies = await h.database.db.select().from(offerCopies).where(eq(offerCopies.guidCampaign, guid));
    expect(copies.find((c) => c.guidCompany === a1.location)?.message).toBe('schon erledigt');
    expect(copies.filter((c) => c.state === 'pending')).toHaveLength(3);
    expect(await h.database.db.select().from(jobs).where(eq(jobs.kind, 'campaign-publish'))).toEqual([
      expect.objectContaining({ status: 'done' }),
    ]);
  });

  it('lets a location ask to approve what plays at once elsewhere; a copy worked twice writes its mail once', {
    timeout: 240_000,
  }, async () => {
    const [a1, a2] = await threeLocations();
    const asks = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${a2.location}`,
      payload: { offerApproval: 'location' },
    });
    expect(asks.statusCode).toBe(200);
    const res = await publish('netA', body([a1.location, a2.location], { approval: 'immediate' }));
    const guid = res.json().guid;
    await h.app.jobs.runOnce();
    const stateOf = async (location: string) =>
      (await h.database.db.select().from(offerCopies).where(eq(offerCopies.guidCompany, location)))[0]?.state;
    expect([await stateOf(a1.location), await stateOf(a2.location)]).toEqual(['running', 'pending']);
    expect(await offerItemsAt(a1.location)).not.toHaveLength(0);
    expect(await offerItemsAt(a2.location)).toHaveLength(0);
    // a second run of the same copy (a job taken again after a lost lock) finds it waiting: no second mail
    const campaign = await findCampaign(h.database.db, guid);
    if (!campaign) throw new Error('campaign missing');
    await workCopy(h.app.ctx, campaign, a2.location, '127.0.0.1');
    const mails = await h.database.db.select().from(outgoingMails);
    expect(mails.map((m) => m.toAddress)).toEqual(['a2@example.org']);
    expect(await stateOf(a2.location)).toBe('pending');
  });

  it('refuses what is not the publisher’s: location users, other networks, foreign locations, bad input', {
    timeout: 120_000,
  }, async () => {
    const a1 = await offerAgency(h, h.fx.locationA, 'A-1');
    // the network is not in a location user's sight (404), whatever its role holds
    expect((await publish('standortA', body([a1.location]))).statusCode).toBe(404);
    const locationPublisher = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_PLAYLIST', 'RIGHT_NETWORK_VISIBLE_OWN', 'RIGHT_NETWORK_TAB_PLAYLIST_OWN'],
      at: a1.location,
    });
    const asLocation = await locationPublisher({
      method: 'POST',
      url: `/v1/campaigns/network/${h.fx.networkA}`,
      payload: body([a1.location]),
    });
    expect(asLocation.statusCode).toBe(404);
    expect((await publish('netB', body([a1.location]))).statusCode).toBe(404);
    const foreign = await publish('netA', body([h.fx.locationB]));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(FOREIGN_LOCATIONS);
    const badDate = await publish('netA', body([a1.location], { from: '32.13.2026' }));
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.message).toBe('Bitte prüfen Sie das Start Datum');
    const unknown = await publish('netA', body([a1.location], { offerId: '9999' }));
    expect(unknown.statusCode).toBe(404);
    const badAirport = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${a1.location}`,
      payload: { departureAirport: 'Düsseldorf' },
    });
    expect(badAirport.statusCode).toBe(400);
    expect(await h.database.db.select().from(offerCopies)).toEqual([]);
  });

  it('selects by tag and keeps a copy without fitting screens as failed', { timeout: 120_000 }, async () => {
    const a1 = await offerAgency(h, h.fx.locationA, 'A-1');
    const bare = await addLocation(h.database.db, { name: 'Ohne Bildschirm', guidParent: h.fx.networkA });
    await h.database.db.update(companies).set({ tags: '["Nord"]' }).where(eq(companies.guid, bare));
    await h.database.db.update(companies).set({ tags: '["Nord","Premium"]' }).where(eq(companies.guid, a1.location));
    const res = await publish('netA', { ...body([]), selection: { kind: 'tags', tags: ['nord'] } });
    expect(res.json().total).toBe(2);
    await h.app.jobs.runOnce();
    const view = (await h.call('netA', { method: 'GET', url: `/v1/campaigns/${res.json().guid}` })).json();
    const byName = Object.fromEntries(
      view.copies.map((c: { companyName: string; state: string; message: string | null }) => [
        c.companyName,
        [c.state, c.message],
      ]),
    );
    expect(byName).toEqual({ 'Ohne Bildschirm': ['failed', NO_SCREENS], 'Standort A1': ['running', null] });
  });
});

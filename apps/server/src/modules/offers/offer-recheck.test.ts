import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob, JobName } from '../../db/job-queue.js';
import { companies, jobs, offerChecks, outgoingMails, playlistItems, systemConfig } from '../../db/schema.js';
import {
  BERLIN_0,
  HOUR,
  type OfferAgency,
  offerAgency,
  offerCall,
  offerProvider,
  placeOffer,
  providerOffer,
  target,
} from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { poll } from '../../test/player.js';
import { GONE_AT_PROVIDER } from './recheck.js';
import { runOfferChecks } from './recheck-job.js';

const BASE = providerOffer('7');
/** The local provider: offer 7 as answered, 404 ('gone') or 500 ('down'). */
const provider = await offerProvider(BASE);
const answer = provider.set;
afterAll(() => provider.close());

const h = useHarness(provider.env);
beforeEach(() => provider.reset());

async function added() {
  const a = await offerAgency(h, h.fx.locationA, 'A-1');
  await placeOffer(h, a, '7', BERLIN_0('2026-06-01'), BERLIN_0('2026-06-08') + 23 * HOUR);
  return a;
}
const items = () =>
  h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId)).orderBy(playlistItems.guid);
const etag = async (a: OfferAgency) => (await poll(h, a.deviceInHGroup)).json().etag as string;
const checkList = async (a: OfferAgency) =>
  (await h.call('admin', { method: 'GET', url: `/v1/companies/${a.location}/offer-checks` })).json();
/** The check row itself (after a day on the test clock the admin's session has ended). */
const checkRow = async () => (await h.database.db.select().from(offerChecks))[0];
const setSettings = (data: object) =>
  h.database.db.insert(systemConfig).values({ name: 'offerCheck', data: JSON.stringify(data) });

describe('re-check of running offers with the provider', () => {
  it('puts new images into the same items when the price changed; the screens get a new ETag', {
    timeout: 120_000,
  }, async () => {
    const a = await added();
    const before = await items();
    const tagBefore = await etag(a);
    // unchanged: confirmed, nothing replaced
    h.clock.advance(HOUR);
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ confirmed: 1, changed: 0 });
    expect((await items()).map((i) => i.localFileName)).toEqual(before.map((i) => i.localFileName));
    expect(await etag(a)).toBe(tagBefore);
    answer({ ...BASE, price: 1199 });
    h.clock.advance(HOUR);
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ changed: 1 });
    const after = await items();
    expect(after).toHaveLength(2);
    for (const [i, item] of after.entries()) {
      const old = before[i];
      expect(item).toMatchObject({
        guid: old.guid,
        guidPlaylist: old.guidPlaylist,
        orderNr: old.orderNr,
        activeFrom: old.activeFrom,
        activeTill: old.activeTill,
      });
      expect(item.localFileName).not.toBe(old.localFileName);
      expect(item.localFileName?.slice(-5)).toBe(old.localFileName?.slice(-5)); // same side: v.png / h.png
      const file = await h.app.inject({ method: 'GET', url: `/media/${item.guidPlaylist}/${item.localFileName}` });
      expect(file.statusCode).toBe(200);
      const gone = await h.app.inject({ method: 'GET', url: `/media/${old.guidPlaylist}/${old.localFileName}` });
      expect(gone.statusCode).toBe(404);
    }
    expect(await etag(a)).not.toBe(tagBefore);
    const list = await checkList(a);
    expect(list.checks).toEqual([
      expect.objectContaining({
        offerId: '7',
        checkedAt: h.clock.now(),
        confirmedAt: h.clock.now(),
        changeSummary: 'Preis: 1.299\u00a0€ → 1.199\u00a0€',
        changedAt: h.clock.now(),
      }),
    ]);
    expect(list.takenDown).toEqual([]);
  });

  it('takes the items off at once when the provider no longer knows the offer (404)', {
    timeout: 120_000,
  }, async () => {
    const a = await added();
    const tagBefore = await etag(a);
    answer('gone');
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ 'taken-down': 1 });
    expect(await items()).toEqual([]);
    expect(await etag(a)).not.toBe(tagBefore);
    const list = await checkList(a);
    expect(list.takenDown).toEqual([{ offerId: '7', reason: GONE_AT_PROVIDER, at: h.clock.now() }]);
    expect(list.checks).toEqual([]);
    // taken down: not asked again
    const asked = provider.requests.length;
    await runOfferChecks(h.app.ctx);
    expect(provider.requests.length).toBe(asked);
  });

  it('takes the items off when the departure has passed', { timeout: 120_000 }, async () => {
    const a = await added();
    answer({ ...BASE, departureDate: '2026-05-31', arrivalDate: '2026-06-07' });
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ 'taken-down': 1 });
    expect(await items()).toEqual([]);
    expect((await checkList(a)).takenDown[0].reason).toBe('Die Abreise (31.05.2026) ist vorbei.');
  });

  it('keeps the last images while the provider is down, until the grace time, then takes them off', {
    timeout: 120_000,
  }, async () => {
    await added();
    await setSettings({ unreachableHours: 24 });
    const before = await items();
    answer('down');
    const firstFailure = h.clock.now();
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ failing: 1 });
    h.clock.advance(23 * HOUR);
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ failing: 1 });
    expect((await items()).map((i) => i.localFileName)).toEqual(before.map((i) => i.localFileName));
    expect(await checkRow()).toMatchObject({
      failingSince: new Date(firstFailure),
      confirmedAt: new Date(firstFailure),
    });
    h.clock.advance(HOUR);
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ 'taken-down': 1 });
    expect(await items()).toEqual([]);
    expect((await checkRow()).takenDown).toBe('Der Anbieter war 24 Stunden lang nicht erreichbar.');
  });

  it('a provider that answers again ends the failing time', { timeout: 120_000 }, async () => {
    await added();
    answer('down');
    await runOfferChecks(h.app.ctx);
    h.clock.advance(20 * HOUR);
    answer(BASE);
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ confirmed: 1 });
    h.clock.advance(20 * HOUR);
    answer('down');
    expect(await runOfferChecks(h.app.ctx)).toMatchObject({ failing: 1 });
    expect(await items()).toHaveLength(2);
    expect((await checkRow()).failingSince?.getTime()).toBe(h.clock.now());
  });

  it('counts an agent opening the offer as a check (changed price → new images at once)', {
    timeout: 120_000,
  }, async () => {
    const a = await added();
    const before = await items();
    answer({ ...BASE, board: 'All inclusive' });
    h.clock.advance(HOUR);
    const opened = await offerCall(h, 'getOffer', { ...target(a, '7'), provider: 'http' });
    expect(opened.statusCode).toBe(200);
    const after = await items();
    expect(after.map((i) => i.guid)).toEqual(before.map((i) => i.guid));
    expect(after[0].localFileName).not.toBe(before[0].localFileName);
    expect((await checkList(a)).checks[0]).toMatchObject({
      checkedAt: h.clock.now(),
      changeSummary: 'Verpflegung: Halbpension → All inclusive',
    });
    answer('gone');
    expect((await offerCall(h, 'getOffer', { ...target(a, '7'), provider: 'http' })).statusCode).toBe(404);
    expect(await items()).toEqual([]);
  });

  it("mails the location's contact through the outbox when the setting is on", { timeout: 120_000 }, async () => {
    const a = await added();
    const mails = () => h.database.db.select().from(outgoingMails);
    answer({ ...BASE, price: 999 });
    await runOfferChecks(h.app.ctx);
    expect(await mails()).toEqual([]); // setting off (default)
    await setSettings({ mailContact: true });
    await h.database.db.update(companies).set({ email: 'filiale@example.com' }).where(eq(companies.guid, a.location));
    answer('gone');
    await runOfferChecks(h.app.ctx);
    const [mail] = await mails();
    expect(mail).toMatchObject({
      toAddress: 'filiale@example.com',
      subject: 'Angebot 7 wurde aus der Schleife genommen',
      guidCompany: a.location,
      status: 'wartet',
    });
    expect(mail.body).toContain(GONE_AT_PROVIDER);
  });

  it('runs as a recurring job at the interval of the setting, and refuses a broken setting', async () => {
    await setSettings({ intervalMinutes: 15 });
    const now = h.clock.now();
    await enqueueJob(h.database.db, h.clock, JobName.offerCheck, {});
    await h.app.jobs.runOnce();
    const queued = await h.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.status, 'waiting'), eq(jobs.kind, JobName.offerCheck)));
    expect(queued.map((j) => j.runAt.getTime())).toEqual([now + 15 * 60_000]);
    const bad = await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offerCheck', data: '{"intervalMinutes":0}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Ungültiger Wert für intervalMinutes (Minuten zwischen zwei Prüfungen, 1 bis 10080).',
    );
    const good = await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offerCheck', data: '{"intervalMinutes":30,"mailContact":true}' },
    });
    expect(good.statusCode).toBe(200);
  });
});

import { maxDurationMessage, OFFER_DATE_MESSAGES } from '@signage/shared';
import { eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enqueueJob, JobName } from '../../db/job-queue.js';
import { devices, jobs, media, offerChecks, playlistItems } from '../../db/schema.js';
import { addDevice, addItem } from '../../test/factory/index.js';
import { type OfferAgency, offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { upload } from '../../test/media-files.js';
import { poll } from '../../test/player.js';
import { FOREIGN_TARGETS, NO_NETWORK, NO_PLAYLIST } from './add-service.js';
import { cleanUpOffers, OFFER_GRACE_MS } from './cleanup.js';

const h = useHarness();
const PIXEL = { create: { width: 8, height: 8, channels: 3 as const, background: '#2a6' } };
// The test clock: 01.06.2026 12:00 in Berlin; offer 1000 departs 22.06.2026.
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);
const add = (a: OfferAgency, more: object = {}, mode: 'pcstd' | 'pcbosis' = 'pcstd') =>
  offerCall(
    h,
    'addToOffice',
    {
      ...target(a),
      agencyId: a.advisoryId,
      start: BERLIN_0('2026-06-01'),
      end: BERLIN_0('2026-06-08') + 23 * 3_600_000,
      targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
      ...more,
    },
    { mode },
  );
const offerItems = () => h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));

describe('add to office', () => {
  it('puts the vertical image into the vertical group playlists, the horizontal one into the others', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const before = (await poll(h, a.deviceInHGroup)).json();
    const res = await add(a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.reasons).toEqual([]);
    expect(body.company).toEqual({ guid: a.location, name: 'Standort A1' });
    expect(body.listsV.map((l: { guid: string }) => l.guid)).toEqual([a.playlistV]);
    expect(body.listsH.map((l: { guid: string }) => l.guid)).toEqual([a.playlistH]);
    expect(body.lists).toHaveLength(2);
    const items = await offerItems();
    expect(items).toHaveLength(2);
    const window = { from: BERLIN_0('2026-06-01'), till: BERLIN_0('2026-06-09') - 1 };
    for (const item of items) {
      expect(item).toMatchObject({ type: 'IMAGE', offerId: '1000', mime: 'image/png', active: 1 });
      expect(item.thumb).toMatch(/^data:image\/jpeg;base64,/);
      expect(item.activeFrom?.getTime()).toBe(window.from);
      expect(item.activeTill?.getTime()).toBe(window.till);
      expect(item.localFileName?.endsWith(item.guidPlaylist === a.playlistV ? 'v.png' : 'h.png')).toBe(true);
    }
    // the screen's next poll has a new ETag and the image, which it can download
    const after = (await poll(h, a.deviceInHGroup)).json();
    expect(after.etag).not.toBe(before.etag);
    const shown = after.items.find(
      (i: { guid: string }) => i.guid === items.find((x) => x.guidPlaylist === a.playlistH)?.guid,
    );
    expect(shown).toMatchObject({ type: 'IMAGE' });
    const file = await h.app.inject({ method: 'GET', url: `/media/${a.playlistH}/${shown.localFileName}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // the playlist editor sees which item is the offer (chip 'Angebot 1000')
    const listed = await h.call('admin', { method: 'GET', url: `/v1/playlists/${a.playlistH}/items` });
    expect(listed.statusCode).toBe(200);
    const offers = listed.json().filter((i: { offerId: string | null }) => i.offerId !== null);
    expect(offers).toEqual([expect.objectContaining({ offerId: '1000', type: 'IMAGE', activeFrom: window.from })]);
  });

  it('replaces the item when the same offer is added again (no duplicate, old file gone)', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await add(a);
    const first = await offerItems();
    const res = await add(a, { end: BERLIN_0('2026-06-05') });
    expect(res.statusCode).toBe(200);
    const second = await offerItems();
    expect(second).toHaveLength(2);
    expect(second.map((i) => i.guid).some((g) => first.some((f) => f.guid === g))).toBe(false);
    expect(second[0].activeTill?.getTime()).toBe(BERLIN_0('2026-06-06') - 1);
    expect(await h.database.db.select().from(media)).toHaveLength(2);
    const old = first.find((i) => i.guidPlaylist === a.playlistH);
    expect((await h.app.inject({ method: 'GET', url: `/media/${a.playlistH}/${old?.localFileName}` })).statusCode).toBe(
      404,
    );
  });

  it('puts both images into a playlist both groups play, and replaces both on the next add', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await h.database.db.update(devices).set({ guidPlaylist: a.playlistH }).where(eq(devices.guid, a.deviceInVGroup));
    for (let round = 0; round < 2; round++) {
      const body = (await add(a)).json();
      expect([body.lists.length, body.listsV.length, body.listsH.length]).toEqual([1, 1, 1]);
      const items = await offerItems();
      expect(items.map((i) => [i.guidPlaylist, i.localFileName?.slice(-5)]).sort()).toEqual([
        [a.playlistH, 'h.png'],
        [a.playlistH, 'v.png'],
      ]);
    }
  });

  it('refuses devices or playlists of another agency and changes nothing', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const b = await offerAgency(h, h.fx.locationB, 'B-1');
    for (const more of [{ targetDevices: [a.deviceInHGroup, b.deviceInHGroup] }, { targetPlaylists: [b.playlistH] }]) {
      const res = await add(a, more);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(FOREIGN_TARGETS);
    }
    expect(await offerItems()).toHaveLength(0);
  });

  it('refuses an offer past the loop limit with the German error an upload gets, and adds nothing', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const db = h.database.db;
    await db.update(devices).set({ maxDuration: 120 }).where(eq(devices.guid, a.deviceInHGroup));
    await addItem(db, { guidPlaylist: a.playlistH, orderNr: 100, duration: 120 });
    const res = await add(a);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(maxDurationMessage(120));
    const up = await upload(h, 'admin', a.playlistH, 'strand.png', await sharp(PIXEL).png().toBuffer());
    expect(up.json().error.message).toBe(res.json().error.message);
    expect(await offerItems()).toHaveLength(0);
    expect(await db.select().from(media)).toHaveLength(0);
  });

  it('checks the dates on the server with the German messages', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const endBeforeStart = await add(a, { start: BERLIN_0('2026-06-05'), end: BERLIN_0('2026-06-03') });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(JSON.stringify(endBeforeStart.json())).toContain(
      'Der Abstand zwischen Start und Ende muss mindestens 12 Stunden haben',
    );
    // departure 22.06.2026 before the start: standard mode refuses with the date
    const late = await add(a, { start: BERLIN_0('2026-06-25'), end: BERLIN_0('2026-06-28') });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe('Das Abreisedatum muss größer als das Endatum Angebot sein. 22.06.2026');
    expect(await offerItems()).toHaveLength(0);
  });

  it("runs whole days in the location's own time zone (set in its master data)", { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    const refused = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${a.location}`,
      payload: { timeZone: 'Mars/Olympus' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Unbekannte Zeitzone');
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${a.location}`,
      payload: { timeZone: 'America/New_York' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().timeZone).toBe('America/New_York');
    const NEW_YORK_0 = (day: string) => Date.parse(`${day}T00:00:00-04:00`);
    // 01.06. 12:00 in Berlin is 06:00 in New York: the same day, so the default 'von' stays 01.06.2026
    const login = (await offerCall(h, 'prepareLogin', target(a))).json();
    expect(login).toMatchObject({ from: '01.06.2026', start: NEW_YORK_0('2026-06-01'), timeZone: 'America/New_York' });
    const res = await add(a, { start: NEW_YORK_0('2026-06-01') + 3_600_000, end: NEW_YORK_0('2026-06-08') });
    expect(res.statusCode).toBe(200);
    for (const item of await offerItems()) {
      expect(item.activeFrom?.getTime()).toBe(NEW_YORK_0('2026-06-01'));
      expect(item.activeTill?.getTime()).toBe(NEW_YORK_0('2026-06-09') - 1);
    }
  });

  it('ends at the departure at the latest, in both modes', { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    for (const mode of ['pcstd', 'pcbosis'] as const) {
      const res = await add(a, { end: BERLIN_0('2026-07-10') }, mode);
      expect(res.statusCode).toBe(200);
      for (const item of await offerItems()) expect(item.activeTill?.getTime()).toBe(BERLIN_0('2026-06-23') - 1);
    }
  });

  it("starts a 'von' in the past today; BOSIS refuses a 'von' after the departure with that reason", {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    expect((await add(a, { start: BERLIN_0('2026-05-20') })).statusCode).toBe(200);
    for (const item of await offerItems()) expect(item.activeFrom?.getTime()).toBe(BERLIN_0('2026-06-01'));
    const late = await add(a, { start: BERLIN_0('2026-06-25'), end: BERLIN_0('2026-06-30') }, 'pcbosis');
    expect(late.statusCode).toBe(400);
    expect(late.json().error.message).toBe(`${OFFER_DATE_MESSAGES.startAfterDeparture} 22.06.2026`);
    const past = await add(a, { start: BERLIN_0('2026-05-01'), end: BERLIN_0('2026-05-10') }, 'pcbosis');
    expect(past.json().error.message).toBe(OFFER_DATE_MESSAGES.endInPast);
  });

  it('gives the §8 reasons: no screens at all, no playlist to add to', async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await h.database.db.update(devices).set({ guidPlaylist: null }).where(eq(devices.guidCompany, a.location));
    const none = (await add(a)).json();
    expect(none).toMatchObject({ lists: [], listsH: [], listsV: [], reasons: [NO_PLAYLIST] });
    await h.database.db.delete(devices).where(eq(devices.guidCompany, a.location));
    const extra = await addDevice(h.database.db, { guidCompany: h.fx.locationB });
    const noScreens = (await add(a, { targetDevices: [extra] })).json();
    expect(noScreens.reasons).toEqual([NO_NETWORK('A-1')]);
    expect(await offerItems()).toHaveLength(0);
  });
});

describe('running offers (staff)', () => {
  it('lists the running offer items with their periods for users who may open the location', {
    timeout: 120_000,
  }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await add(a);
    const res = await h.call('netA', { method: 'GET', url: `/v1/companies/${a.location}/offers` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(2);
    expect(res.json()[0]).toMatchObject({ offerId: '1000', activeFrom: BERLIN_0('2026-06-01') });
    // what the offer is: hotel, destination and travel dates of the data the provider confirmed
    const [check] = await h.database.db.select().from(offerChecks);
    const data = check.data as { hotelName: string; destination: string };
    expect(data.hotelName).not.toBe('');
    for (const item of res.json()) {
      expect(item).toMatchObject({ hotelName: data.hotelName, destination: data.destination });
      expect(item.travelDates).toMatch(/^22\.06\.2026 – \d\d\.\d\d\.2026$/);
    }
    expect((await h.call('netB', { method: 'GET', url: `/v1/companies/${a.location}/offers` })).statusCode).toBe(404);
    // ended offers leave the list (moved here instead of the clock, which would end the session too)
    await h.database.db.update(playlistItems).set({ activeTill: new Date(h.clock.now() - 1) });
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${a.location}/offers` })).json()).toEqual([]);
  });
});

describe('daily cleanup of ended offers', () => {
  it('removes items, media rows and files 7 days after their end, keeps the others', { timeout: 120_000 }, async () => {
    const a = await offerAgency(h, h.fx.locationA, 'A-1');
    await add(a);
    const [ended, running] = await offerItems();
    const now = h.clock.now();
    await h.database.db
      .update(playlistItems)
      .set({ activeTill: new Date(now - OFFER_GRACE_MS - 1) })
      .where(eq(playlistItems.guid, ended.guid));
    const fileUrl = (i: typeof ended) => `/media/${i.guidPlaylist}/${i.localFileName}`;
    expect((await h.app.inject({ method: 'GET', url: fileUrl(ended) })).statusCode).toBe(200);
    expect(await cleanUpOffers(h.app.ctx)).toBe(1);
    expect((await offerItems()).map((i) => i.guid)).toEqual([running.guid]);
    expect(await h.database.db.select().from(media)).toHaveLength(1);
    expect((await h.app.inject({ method: 'GET', url: fileUrl(ended) })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: fileUrl(running) })).statusCode).toBe(200);
    // the job runs it and queues the next run a day later
    await enqueueJob(h.database.db, h.clock, JobName.offerCleanup, {});
    await h.app.jobs.runOnce();
    const queued = await h.database.db.select().from(jobs).where(eq(jobs.status, 'waiting'));
    expect(queued.map((j) => [j.kind, j.runAt.getTime()])).toEqual([[JobName.offerCleanup, now + 24 * 3_600_000]]);
  });
});

// Announcements through the staff routes: who may announce where (each role, tenant scope, a location user only at its
// location), German refusals that change nothing, the audit log, end and delete.

import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { announcements, auditLog } from '../../db/schema.js';
import {
  addDevice,
  addLocation,
  callerFor,
  NETWORK_ADMIN_OWN,
  signIn,
  userWithRights,
} from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';

const h = useHarness();
const HOUR = 3_600_000;
let deviceA = '';
beforeEach(async () => {
  deviceA = await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
});

const body = (extra: Record<string, unknown> = {}) => ({
  network: h.fx.networkA,
  scope: 'network',
  text: 'Heute wegen Betriebsversammlung ab 16 Uhr geschlossen',
  colour: '#C62828',
  endsAt: h.clock.now() + 2 * HOUR,
  ...extra,
});
const create = (as: 'admin' | 'netA' | 'netB' | 'standortA' | 'support' | 'nobody', payload: object) =>
  h.call(as, { method: 'POST', url: '/v1/announcements', payload });
const rows = () => h.database.db.select().from(announcements);

describe('announcements', () => {
  it('a network administrator announces on the whole network; the list shows it active, the audit log who', async () => {
    const res = await create('netA', body());
    expect(res.statusCode).toBe(200);
    const made = res.json();
    expect(made).toMatchObject({
      network: h.fx.networkA,
      networkName: 'Netz A',
      scope: 'network',
      colour: '#c62828',
      state: 'active',
      startsAt: h.clock.now(),
      createdBy: 'netA',
      editable: true,
      pictureUrl: null,
    });
    const list = await h.call('netA', { method: 'POST', url: '/v1/announcements/list', payload: {} });
    expect(list.json().map((a: { guid: string }) => a.guid)).toEqual([made.guid]);
    const [entry] = await h.database.db.select().from(auditLog).where(eq(auditLog.entityGuid, made.guid));
    expect(entry).toMatchObject({ action: 'create', entity: 'announcement', username: 'netA' });
    // Another network's administrator neither sees nor ends it.
    expect((await h.call('netB', { method: 'POST', url: '/v1/announcements/list', payload: {} })).json()).toEqual([]);
    expect((await h.call('netB', { method: 'POST', url: `/v1/announcements/${made.guid}/end` })).statusCode).toBe(404);
  });

  it('refuses other networks, roles without the right and bad input in German, writing nothing', async () => {
    const refusals: Array<[string, Awaited<ReturnType<typeof create>>, number, RegExp]> = [
      ['netB on network A', await create('netB', body()), 404, /nicht gefunden/],
      ['location user of the seeded role', await create('standortA', body()), 403, /Berechtigung/],
      ['no rights', await create('nobody', body()), 403, /Berechtigung/],
      ['end before start', await create('netA', body({ endsAt: h.clock.now() - 1 })), 400, /Ende/],
      ['too long', await create('netA', body({ endsAt: h.clock.now() + 40 * 24 * HOUR })), 400, /31 Tage/],
      ['no text', await create('netA', body({ text: '  ' })), 400, /Text/],
      ['bad colour', await create('netA', body({ colour: 'rot' })), 400, /#rrggbb/],
      ['location missing', await create('netA', body({ scope: 'location' })), 400, /Standort/],
      ['devices missing', await create('netA', body({ scope: 'devices', devices: [] })), 400, /Bildschirm/],
      [
        'location of another network',
        await create('admin', body({ scope: 'location', location: h.fx.locationB })),
        400,
        /gehört nicht/,
      ],
    ];
    for (const [what, res, status, message] of refusals) {
      expect(res.statusCode, what).toBe(status);
      expect(res.json().error.message, what).toMatch(message);
    }
    expect(await rows()).toEqual([]);
  });

  it('a location user announces at its location only; sees the network ones reaching its screens, read-only', async () => {
    const sibling = await addLocation(h.database.db, { guidParent: h.fx.networkA, name: 'Standort A2' });
    const siblingDevice = await addDevice(h.database.db, { guidCompany: sibling, guidParent: h.fx.networkA });
    const shop = await userWithRights(h, { rights: NETWORK_ADMIN_OWN, at: h.fx.locationA });
    const post = (payload: object) => shop({ method: 'POST', url: '/v1/announcements', payload });
    expect((await post(body())).statusCode).toBe(404); // the network itself is not the location user's
    expect((await post(body({ scope: 'location', location: sibling }))).statusCode).toBe(404);
    expect((await post(body({ scope: 'devices', devices: [siblingDevice] }))).statusCode).toBe(404);
    const own = await post(body({ scope: 'location', location: h.fx.locationA }));
    expect(own.statusCode).toBe(200);
    const screens = await post(body({ scope: 'devices', devices: [deviceA] }));
    expect(screens.json()).toMatchObject({ location: h.fx.locationA, devices: [{ guid: deviceA }] });
    // What reaches its screens from the network it sees read-only; other locations' and network B's it does not see.
    const byNetwork = (await create('netA', body())).json();
    const acrossLocations = (
      await create('netA', body({ scope: 'devices', devices: [siblingDevice, deviceA] }))
    ).json();
    const siblingOnly = (await create('netA', body({ scope: 'location', location: sibling }))).json();
    const siblingScreens = (await create('netA', body({ scope: 'devices', devices: [siblingDevice] }))).json();
    const networkB = (await create('netB', body({ network: h.fx.networkB }))).json();
    expect(acrossLocations).toMatchObject({ location: null, devices: [{}, {}] });
    const list = (await shop({ method: 'POST', url: '/v1/announcements/list', payload: {} })).json();
    const seen = (guid: string) => list.find((a: { guid: string }) => a.guid === guid);
    expect(list.map((a: { guid: string }) => a.guid).sort()).toEqual(
      [own.json().guid, screens.json().guid, byNetwork.guid, acrossLocations.guid].sort(),
    );
    expect(seen(own.json().guid).editable).toBe(true);
    expect(seen(byNetwork.guid)).toMatchObject({ editable: false, networkName: 'Netz A', state: 'active' });
    expect(seen(acrossLocations.guid).editable).toBe(false);
    for (const guid of [byNetwork.guid, acrossLocations.guid]) {
      const ended = await shop({ method: 'POST', url: `/v1/announcements/${guid}/end` });
      expect(ended.statusCode).toBe(403);
      expect(ended.json().error.message).toMatch(/Stammdaten/);
      expect((await shop({ method: 'DELETE', url: `/v1/announcements/${guid}` })).statusCode).toBe(403);
    }
    for (const guid of [siblingOnly.guid, siblingScreens.guid, networkB.guid]) {
      expect((await shop({ method: 'POST', url: `/v1/announcements/${guid}/end` })).statusCode).toBe(404);
      expect((await shop({ method: 'DELETE', url: `/v1/announcements/${guid}` })).statusCode).toBe(404);
    }
    // Nothing was ended or deleted by the refusals.
    const stored = await rows();
    expect(stored).toHaveLength(7);
    expect(stored.every((r) => r.endsAt.getTime() > h.clock.now())).toBe(true);
  });

  it('support (Stammdaten in every network) and the administrator announce anywhere', async () => {
    expect((await create('support', body({ network: h.fx.networkB }))).statusCode).toBe(200);
    expect((await create('admin', body({ scope: 'location', location: h.fx.locationA }))).statusCode).toBe(200);
  });

  it('ends one now, a planned one never starts, and deletes with its picture; each in the audit log', async () => {
    const running = (await create('netA', body())).json();
    const planned = (await create('netA', body({ startsAt: h.clock.now() + HOUR }))).json();
    expect(planned.state).toBe('planned');
    h.clock.advance(60_000);
    const ended = await h.call('netA', { method: 'POST', url: `/v1/announcements/${running.guid}/end` });
    expect(ended.json()).toMatchObject({ state: 'ended', endsAt: h.clock.now() });
    const cancelled = (await h.call('netA', { method: 'POST', url: `/v1/announcements/${planned.guid}/end` })).json();
    expect(cancelled).toMatchObject({ state: 'ended', startsAt: h.clock.now(), endsAt: h.clock.now() });

    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const upload = await h.call('netA', {
      method: 'POST',
      url: `/v1/announcements/${running.guid}/picture`,
      ...multipartBody([{ filename: 'logo.png', content: png }]),
    });
    expect(upload.statusCode).toBe(200);
    const picture = await h.app.inject({ method: 'GET', url: upload.json().pictureUrl });
    expect(picture.statusCode).toBe(200);
    const text = await h.call('netA', {
      method: 'POST',
      url: `/v1/announcements/${running.guid}/picture`,
      ...multipartBody([{ filename: 'notiz.txt', content: Buffer.from('hallo') }]),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toMatch(/JPG und PNG/);

    expect((await h.call('netA', { method: 'DELETE', url: `/v1/announcements/${running.guid}` })).statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: upload.json().pictureUrl })).statusCode).toBe(404);
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityGuid, running.guid));
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'end', 'upload']);
    // Ended ones stay in the list for a week.
    const list = () => h.call('netA', { method: 'POST', url: '/v1/announcements/list', payload: {} });
    expect((await list()).json().map((a: { guid: string }) => a.guid)).toEqual([planned.guid]);
    h.clock.advance(8 * 24 * HOUR);
    const later = callerFor(h, await signIn(h, 'netA')); // the session has expired by then
    expect((await later({ method: 'POST', url: '/v1/announcements/list', payload: {} })).json()).toEqual([]);
  });

  it('serves the page Android players load, text escaped, 404 once deleted', async () => {
    const made = (await create('netA', body({ text: 'Heute <b>zu</b> & morgen' }))).json();
    const page = await h.app.inject({ method: 'GET', url: `/api/announcement/${made.guid}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Heute &lt;b&gt;zu&lt;/b&gt; &amp; morgen');
    expect(page.body).toContain('background:#c62828');
    await h.call('netA', { method: 'DELETE', url: `/v1/announcements/${made.guid}` });
    expect((await h.app.inject({ method: 'GET', url: `/api/announcement/${made.guid}` })).statusCode).toBe(404);
  });
});

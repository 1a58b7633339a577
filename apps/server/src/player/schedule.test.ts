// Schedules on the screens' protocol: items by schedule and the location's hours, `upcoming`, `power`, and an ETag that
// changes at each boundary by the (injected) clock alone.
import type { ItemSchedule, OpeningHours, ScreenPower } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { companies, devices } from '../db/schema.js';
import { addDevice, addLinkItem, addLocation, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';
import { writePlaylist } from '../test/writes.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

/** Monday 1 June 2026; Berlin is UTC+2 then, New York UTC-4. */
const at = (utc: string) => Date.parse(`2026-06-01T${utc}Z`);
const HOUR = 3_600_000;
const WEEKDAYS_9_18: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '09:00', till: '18:00' }],
};
const OPEN_10_18: OpeningHours = {
  weekly: Object.fromEntries(['mo', 'di', 'mi', 'do', 'fr'].map((d) => [d, [{ from: '10:00', till: '18:00' }]])),
  exceptions: [],
};

interface Answer {
  etag: string;
  items: Array<{ guid: string }>;
  upcoming: { from: number; till: number; items: Array<{ guid: string; plays: unknown; schedule?: unknown }> };
  power: { on: boolean; windows: Array<{ from: number; till: number }>; nextChange: number | null };
}

async function answer(device: string, etag?: string) {
  const res = await poll(h, device, { headers: etag ? { 'if-none-match': etag } : {} });
  return {
    status: res.statusCode,
    etag: res.headers.etag as string,
    body: res.statusCode === 200 ? (res.json() as Answer) : null,
  };
}
const guids = (a: { body: Answer | null }) => a.body?.items.map((i) => i.guid);

async function screen(options: { timeZone?: string; power?: ScreenPower; network?: OpeningHours } = {}) {
  const db = h.database.db;
  if (options.network)
    await db.update(companies).set({ openingHours: options.network }).where(eq(companies.guid, h.fx.networkA));
  const location = await addLocation(db, { guidParent: h.fx.networkA, timeZone: options.timeZone ?? 'Europe/Berlin' });
  const playlist = await addPlaylist(db, { guidCompany: location });
  const always = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
  const weekdays = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 200, schedule: WEEKDAYS_9_18 });
  const open = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 300, schedule: { kind: 'open' } });
  const device = await addDevice(db, {
    guidCompany: location,
    guidParent: h.fx.networkA,
    guidPlaylist: playlist,
    power: options.power ?? null,
  });
  return { db, location, playlist, device, always, weekdays, open };
}

describe('schedules in the protocol answer', () => {
  it('gives the 9:00 loop to a poll at 9:00:30 Berlin time, with a new ETag and no edit; 304 within the phase', async () => {
    const { device, always, weekdays, open } = await screen();
    h.clock.set(at('06:59:00')); // 8:59 in Berlin
    const before = await answer(device);
    expect(guids(before)).toEqual([always, open]); // no opening hours anywhere: 'open' always plays
    expect(before.body?.upcoming.from).toBe(at('06:00:00'));
    expect(before.body?.upcoming.till).toBe(at('06:00:00') + 24 * HOUR);
    expect(before.body?.upcoming.items.map((i) => i.guid)).toEqual([always, weekdays, open]);
    const planned = before.body?.upcoming.items[1];
    expect(planned?.plays).toEqual([{ from: at('07:00:00'), till: at('16:00:00') }]);
    expect(planned?.schedule).toEqual(WEEKDAYS_9_18);
    expect(before.body?.upcoming.items[0]).not.toHaveProperty('schedule');
    expect(before.body?.power).toEqual({
      on: true,
      windows: [{ from: at('06:00:00'), till: at('06:00:00') + 24 * HOUR }],
      nextChange: null,
    });
    expect((await answer(device, before.etag)).status).toBe(304);

    h.clock.set(at('07:00:30'));
    const after = await answer(device, before.etag);
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(guids(after)).toEqual([always, weekdays, open]);
    expect(after.body?.upcoming.from).toBe(at('07:00:00'));
    h.clock.set(at('09:59:00'));
    expect((await answer(device, after.etag)).status).toBe(304);
    // 16:00 UTC = 18:00 in Berlin: the item ends; the 6-hour refresh at 12:00 UTC came before.
    h.clock.set(at('16:00:00'));
    const evening = await answer(device, after.etag);
    expect(guids(evening)).toEqual([always, open]);
    expect(evening.body?.upcoming.from).toBe(at('16:00:00'));
  });

  it('reads the schedule in the location’s own zone', async () => {
    const { device, always, weekdays, open } = await screen({ timeZone: 'America/New_York' });
    h.clock.set(at('07:00:30')); // 3:00 in New York
    expect(guids(await answer(device))).toEqual([always, open]);
    h.clock.set(at('13:00:30')); // 9:00 in New York
    const nine = await answer(device);
    expect(guids(nine)).toEqual([always, weekdays, open]);
    expect(nine.body?.upcoming.from).toBe(at('13:00:00'));
  });

  it('plays an item “nur während der Öffnungszeiten” by the hours the location inherits from its network', async () => {
    const { device, always, weekdays, open } = await screen({ network: OPEN_10_18 });
    h.clock.set(at('07:59:00')); // 9:59 in Berlin
    const closed = await answer(device);
    expect(guids(closed)).toEqual([always, weekdays]);
    expect(closed.body?.upcoming.items.find((i) => i.guid === open)?.plays).toEqual([
      { from: at('08:00:00'), till: at('16:00:00') },
    ]);
    h.clock.set(at('08:00:30'));
    expect(guids(await answer(device))).toEqual([always, weekdays, open]);
  });

  it('tells the screen its on-time: default around the opening hours, always on, own times', async () => {
    const def = await screen({ network: OPEN_10_18 });
    h.clock.set(at('07:00:00')); // 9:00 in Berlin: on from 9:30 till 18:30
    const first = await answer(def.device);
    expect(first.body?.power.on).toBe(false);
    expect(first.body?.power.nextChange).toBe(at('07:30:00'));
    expect(first.body?.power.windows[0]).toEqual({ from: at('07:30:00'), till: at('16:30:00') });
    h.clock.set(at('07:30:00'));
    const on = await answer(def.device, first.etag);
    expect(on.status).toBe(200);
    expect(on.body?.power).toMatchObject({ on: true, nextChange: at('16:30:00') });

    const always = await screen({ network: OPEN_10_18, power: { kind: 'always' } });
    h.clock.set(at('02:00:00'));
    expect((await answer(always.device)).body?.power).toEqual({
      on: true,
      windows: [{ from: at('00:00:00'), till: at('00:00:00') + 24 * HOUR }],
      nextChange: null,
    });

    const own = await screen({ power: { kind: 'own', weekly: { mo: [{ from: '06:00', till: '22:00' }] } } });
    const ownAnswer = await answer(own.device);
    expect(ownAnswer.body?.power).toEqual({
      on: false,
      windows: [{ from: at('04:00:00'), till: at('20:00:00') }],
      nextChange: at('04:00:00'),
    });
  });

  it('keeps the existing fields of a playlist without schedules; new fields come after them', async () => {
    const db = h.database.db;
    const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA });
    const a = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
    const device = await addDevice(db, {
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      guidPlaylist: playlist,
    });
    const res = await poll(h, device);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['serverTime', 'etag', 'device', 'playlist', 'items', 'upcoming', 'power']);
    expect(Object.keys(body.items[0])).toEqual([
      'id',
      'guid',
      'guidPlaylist',
      'orderNr',
      'name',
      'title',
      'category',
      'type',
      'mime',
      'localFileName',
      'localAbsoluteFileName',
      'size',
      'duration',
      'md5',
      'config',
      'active',
      'activeFrom',
      'activeTill',
      'readOnly',
      'fromPlayList',
      'tags',
    ]);
    expect(body.items[0].guid).toBe(a);
    const { plays, ...same } = body.upcoming.items[0];
    expect(same).toEqual(body.items[0]);
    expect(plays).toEqual([{ from: body.upcoming.from, till: body.upcoming.till }]);
  });

  it('narrows a linked playlist’s items by the linking item’s schedule', async () => {
    const { db, device, playlist, always } = await screen();
    const channel = await addPlaylist(db, { channel: 1 });
    await addLinkItem(db, { guidPlaylist: playlist, linkedPlaylist: channel, orderNr: 400, schedule: WEEKDAYS_9_18 });
    const inner = await addPlayerItem(db, { guidPlaylist: channel, orderNr: 100 });
    await writePlaylist(h.app, playlist);
    h.clock.set(at('06:30:00'));
    const early = await answer(device);
    expect(guids(early)).not.toContain(inner);
    expect(early.body?.upcoming.items.find((i) => i.guid === inner)?.schedule).toEqual(WEEKDAYS_9_18);
    h.clock.set(at('07:30:00'));
    expect(guids(await answer(device))).toEqual(expect.arrayContaining([always, inner]));
  });

  it('changes the next answer when the hours of the network or the screen’s on-time change', async () => {
    const { db, device, always, weekdays, open } = await screen();
    h.clock.set(at('07:30:00'));
    const first = await answer(device);
    expect(guids(first)).toEqual([always, weekdays, open]);
    // Through the routes staff use: the network's Öffnungszeiten and the screen's Einschaltzeit.
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}/opening-hours`,
      payload: { hours: OPEN_10_18 },
    });
    expect(saved.statusCode).toBe(200);
    const hours = await answer(device, first.etag);
    expect(hours.status).toBe(200);
    expect(guids(hours)).toEqual([always, weekdays]);
    expect(hours.body?.power.on).toBe(true);
    const edited = await h.call('admin', {
      method: 'POST',
      url: `/v1/devices/${device}`,
      payload: { power: { kind: 'own', weekly: {} } },
    });
    expect(edited.statusCode).toBe(200);
    const off = await answer(device, hours.etag);
    expect(off.body?.power).toEqual({ on: false, windows: [], nextChange: null });
    const [row] = await db.select({ power: devices.power }).from(devices).where(eq(devices.guid, device));
    expect(row.power).toEqual({ kind: 'own', weekly: {} });
  });

  it('documents items, upcoming and power in the OpenAPI for player makers', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const op = doc.paths['/api/playlist'].get;
    const schema = op.responses['200'].content['application/json'].schema;
    const props = schema.properties ?? doc.components?.schemas?.[schema.$ref?.split('/').pop()]?.properties;
    expect(props.upcoming.properties.items.items.properties.plays.description).toMatch(/Zeitplan/);
    expect(Object.keys(props.power.properties).sort()).toEqual(['nextChange', 'on', 'windows']);
    expect(props.power.description).toMatch(/immer an/);
    expect(op.description).toMatch(/9:00:30/);
  });
});

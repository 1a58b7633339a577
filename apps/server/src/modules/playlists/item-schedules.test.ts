import type { ItemSchedule, OpeningHours } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { devices } from '../../db/schema.js';
import { addDevice, addItem, addLocation, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const DAY = 86_400_000;
const FULL = 'Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind 120 Sekunden';
const morning: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '07:00', till: '10:00' }],
};
const evening: ItemSchedule = {
  kind: 'times',
  days: ['mo', 'di', 'mi', 'do', 'fr'],
  spans: [{ from: '18:00', till: '22:00' }],
};
const shop: OpeningHours = { weekly: { mo: [{ from: '09:00', till: '18:00' }] }, exceptions: [] };

async function playlist(maxDuration = 120) {
  const now = h.clock.now();
  const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
  await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl, maxDuration });
  const window = { activeFrom: new Date(now - DAY), activeTill: new Date(now + 10 * DAY) };
  const a = await addItem(db(), { guidPlaylist: pl, orderNr: 100, duration: 60, name: 'A', ...window });
  const b = await addItem(db(), { guidPlaylist: pl, orderNr: 200, duration: 50, name: 'B', ...window });
  return { pl, a, b };
}
const save = (as: 'netA' | 'netB' | 'nobody', pl: string, payload: Record<string, unknown>) =>
  h.call(as, { method: 'POST', url: `/v1/playlists/${pl}/item`, payload });
const bulk = (as: 'netA' | 'netB' | 'nobody', pl: string, payload: Record<string, unknown>) =>
  h.call(as, { method: 'POST', url: `/v1/playlists/${pl}/items/schedule`, payload });
const listed = async (pl: string) =>
  (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items` }))
    .json()
    .map((i: { name: string; schedule: unknown }) => [i.name, i.schedule]);
const audits = async (guid: string) =>
  (await h.call('admin', { method: 'GET', url: `/v1/system/audit?entity=playlistItem&entityGuid=${guid}` })).json();

describe('item schedules', () => {
  it('saves, lists and clears a schedule with the item settings; others may not', async () => {
    const { pl, a } = await playlist();
    const saved = await save('netA', pl, { guid: a, schedule: morning });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().schedule).toEqual(morning);
    expect(await listed(pl)).toEqual([
      ['A', morning],
      ['B', null],
    ]);
    expect((await save('netB', pl, { guid: a, schedule: evening })).statusCode, 'another network').toBe(404);
    expect((await save('nobody', pl, { guid: a, schedule: evening })).statusCode).toBe(403);
    expect((await save('netA', pl, { guid: a, name: 'A' })).json().schedule, 'kept when not sent').toEqual(morning);
    expect((await save('netA', pl, { guid: a, schedule: { kind: 'always' } })).json().schedule).toBeNull();
    await save('netA', pl, { guid: a, schedule: { kind: 'open' } });
    expect((await save('netA', pl, { guid: a, schedule: null })).json().schedule).toBeNull();
  });

  it('refuses bad schedules with a German message on the field and saves nothing', async () => {
    const { pl, a } = await playlist();
    await save('netA', pl, { guid: a, schedule: morning });
    const bad: [unknown, string][] = [
      [{ ...morning, spans: [{ from: '10:00', till: '08:00' }] }, 'Das Ende muss nach dem Beginn liegen'],
      [{ ...morning, spans: [{ from: '08:00', till: '08:00' }] }, 'Die Zeitspanne ist leer'],
      [
        {
          ...morning,
          spans: [
            { from: '08:00', till: '10:00' },
            { from: '09:00', till: '11:00' },
          ],
        },
        'Zeitspannen überschneiden sich',
      ],
      [{ ...morning, days: ['mo', 'xx'] }, 'Unbekannter Wochentag'],
      [{ ...morning, days: [] }, 'Mindestens einen Wochentag wählen'],
      [{ ...morning, spans: [] }, 'Mindestens eine Zeitspanne angeben'],
      [
        { ...morning, spans: Array.from({ length: 7 }, (_, i) => ({ from: `0${i}:00`, till: `0${i}:30` })) },
        'Höchstens 6 Zeitspannen pro Tag',
      ],
      [{ kind: 'nachts' }, 'Unbekannte Art des Zeitplans'],
    ];
    for (const [schedule, message] of bad) {
      const res = await save('netA', pl, { guid: a, schedule });
      expect(res.statusCode, JSON.stringify(schedule)).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('VALIDATION');
      expect(error.issues.map((i: { message: string }) => i.message).join(' ')).toContain(message);
      expect(error.issues[0].path).toMatch(/^body\.schedule/);
      const res2 = await bulk('netA', pl, { guids: [a], schedule });
      expect(res2.statusCode).toBe(400);
    }
    expect(await listed(pl)).toEqual([
      ['A', morning],
      ['B', null],
    ]);
  });

  it('sets one schedule for several items; refuses foreign items, other networks and missing rights', async () => {
    const { pl, a, b } = await playlist();
    const other = await playlist();
    const res = await bulk('netA', pl, { guids: [a, b], schedule: evening });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((i: { schedule: unknown }) => i.schedule)).toEqual([evening, evening]);
    const log = await audits(b);
    expect(JSON.stringify(log)).toContain('18:00');
    expect((await bulk('netA', pl, { guids: [a, other.a], schedule: null })).statusCode).toBe(404);
    expect((await bulk('netB', pl, { guids: [a], schedule: null })).statusCode, 'another network').toBe(404);
    expect((await bulk('nobody', pl, { guids: [a], schedule: null })).statusCode).toBe(403);
    const empty = await bulk('netA', pl, { guids: [], schedule: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('Mindestens einen Eintrag wählen');
    expect(await listed(pl)).toEqual([
      ['A', evening],
      ['B', evening],
    ]);
    expect((await bulk('netA', pl, { guids: [a, b], schedule: { kind: 'always' } })).statusCode).toBe(200);
    expect(await listed(pl)).toEqual([
      ['A', null],
      ['B', null],
    ]);
  });

  it('a copy of the playlist keeps the schedules', async () => {
    const { pl, a } = await playlist();
    await save('netA', pl, { guid: a, schedule: morning });
    const copy = await h.call('netA', { method: 'GET', url: `/v1/playlists/clone/${pl}/${h.fx.locationA}` });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(await listed(copy.json().guid)).toEqual([
      ['A', morning],
      ['B', null],
    ]);
  });
});

describe('the loop limit counts what plays at the same time', () => {
  it('without schedules the sum counts as before; items that never play together do not add up', async () => {
    const { pl, a, b } = await playlist();
    // 60 + 50 playing: 20 s more of either would pass 120 s together
    const tooLong = await save('netA', pl, { guid: b, duration: 70 });
    expect(tooLong.statusCode).toBe(409);
    expect(tooLong.json().error.message).toBe(FULL);
    expect((await bulk('netA', pl, { guids: [a], schedule: morning })).statusCode).toBe(200);
    expect((await save('netA', pl, { guid: b, schedule: evening })).statusCode).toBe(200);
    expect((await save('netA', pl, { guid: b, duration: 110 })).statusCode, 'morning and evening apart').toBe(200);
    const detail = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}` })).json();
    expect(detail).toMatchObject({ canAdd: true });
    // making them play together again would break the limit: refused, nothing saved
    const together = await bulk('netA', pl, { guids: [a, b], schedule: null });
    expect(together.statusCode).toBe(409);
    expect(together.json().error.message).toBe(FULL);
    expect((await listed(pl)).map((r: unknown[]) => r[1])).toEqual([morning, evening]);
  });

  it('reads the hours of the locations whose screens play the playlist, the highest peak of them', async () => {
    const { pl, a, b } = await playlist(150);
    await save('netA', pl, { guid: a, duration: 100 });
    await save('netA', pl, { guid: a, schedule: { kind: 'open' } });
    // the location without hours counts as always open: 'open' (100) and the evening item (50) add up
    expect((await save('netA', pl, { guid: b, schedule: evening, duration: 50 })).statusCode).toBe(200);
    expect((await save('netA', pl, { guid: b, duration: 60 })).statusCode).toBe(409);
    const early = await addLocation(db(), { guidParent: h.fx.networkA, openingHours: shop });
    const late = await addLocation(db(), {
      guidParent: h.fx.networkA,
      openingHours: { weekly: { mo: [{ from: '09:00', till: '20:00' }] } },
    });
    // a screen at the first location only: the shop closes when the evening item starts
    await db().delete(devices);
    await addDevice(db(), { guidCompany: early, guidPlaylist: pl, maxDuration: 150 });
    expect((await save('netA', pl, { guid: b, duration: 140 })).statusCode).toBe(200);
    expect((await save('netA', pl, { guid: b, duration: 50 })).statusCode).toBe(200);
    // a second screen where the shop is open till 20:00: there 'open' and evening meet
    await addDevice(db(), { guidCompany: late, guidPlaylist: pl, maxDuration: 150 });
    expect((await save('netA', pl, { guid: b, duration: 60 })).statusCode).toBe(409);
    const detail = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}` })).json();
    expect(detail.loopPlaces).toHaveLength(2);
  });
});

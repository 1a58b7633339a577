import { holidaysFor, type OpeningHoursView, withHolidays } from '@signage/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema.js';
import { addLocation, NETWORK_ADMIN_OWN, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { locationHoursOf } from './opening-hours.js';

const h = useHarness();
type Who = 'admin' | 'netA' | 'netB' | 'standortA' | 'support' | 'nobody';
const url = (guid: string) => `/v1/companies/${guid}/opening-hours`;
const read = (as: Who, guid: string) => h.call(as, { method: 'GET', url: url(guid) });
const save = (as: Who, guid: string, payload: object) => h.call(as, { method: 'POST', url: url(guid), payload });
const stored = async (guid: string) => {
  const [row] = await h.database.db
    .select({ openingHours: companies.openingHours, holidayState: companies.holidayState, changed: companies.changed })
    .from(companies)
    .where(eq(companies.guid, guid));
  return row;
};

const NETWORK_WEEK = {
  mo: [
    { from: '09:00', till: '13:00' },
    { from: '14:00', till: '18:30' },
  ],
  di: [{ from: '09:00', till: '18:30' }],
  sa: [{ from: '10:00', till: '14:00' }],
};
const NETWORK_HOURS = {
  weekly: NETWORK_WEEK,
  exceptions: [{ date: '2026-12-24', spans: [{ from: '09:00', till: '12:00' }], note: 'Heiligabend' }],
};

describe('opening hours of a network and its locations', () => {
  it('a location inherits the network default, overrides the week, and inherits again (round trip)', async () => {
    const network = await save('netA', h.fx.networkA, { hours: NETWORK_HOURS });
    expect(network.statusCode, network.body).toBe(200);
    expect(network.json()).toMatchObject({ own: NETWORK_HOURS, effective: { weeklyFrom: 'own' }, networkHours: null });

    const inherited = (await read('netA', h.fx.locationA)).json() as OpeningHoursView;
    expect(inherited).toMatchObject({ own: null, networkHours: NETWORK_HOURS, timeZone: 'Europe/Berlin' });
    expect(inherited.effective).toEqual({
      weekly: NETWORK_WEEK,
      weeklyFrom: 'network',
      exceptions: [{ ...NETWORK_HOURS.exceptions[0], from: 'network' }],
    });

    const ownWeek = { fr: [{ from: '08:00', till: '12:00' }] };
    const ownDay = { date: '2026-12-24', spans: [], note: 'Geschlossen' };
    const own = await save('netA', h.fx.locationA, { hours: { weekly: ownWeek, exceptions: [ownDay] } });
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as OpeningHoursView).effective).toEqual({
      weekly: ownWeek,
      weeklyFrom: 'own',
      exceptions: [{ ...ownDay, from: 'own' }],
    });
    // The readers of the later modules get the same hours.
    expect((await locationHoursOf(h.database.db, [h.fx.locationA])).get(h.fx.locationA)?.hours).toEqual({
      weekly: ownWeek,
      exceptions: [ownDay],
    });

    // Back to the network's week, keeping the own exception; then nothing of its own at all.
    const back = await save('netA', h.fx.locationA, { hours: { exceptions: [ownDay] } });
    expect((back.json() as OpeningHoursView).effective?.weeklyFrom).toBe('network');
    expect((await stored(h.fx.locationA))?.openingHours).toEqual({ exceptions: [ownDay] });
    const none = await save('netA', h.fx.locationA, { hours: { exceptions: [] } });
    expect((none.json() as OpeningHoursView).effective).toEqual(inherited.effective);
    expect((await stored(h.fx.locationA))?.openingHours).toBeNull();

    const logged = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'opening-hours'), eq(auditLog.entityGuid, h.fx.locationA)));
    expect(logged).toHaveLength(3);
    expect(logged[0]?.after).toMatchObject({ openingHours: { weekly: ownWeek } });
  });

  it('hours in the location time zone; nothing set anywhere is null (always open)', async () => {
    await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationB}`,
      payload: { timeZone: 'Europe/Lisbon' },
    });
    const view = (await read('netB', h.fx.locationB)).json() as OpeningHoursView;
    expect(view).toMatchObject({ timeZone: 'Europe/Lisbon', own: null, networkHours: null, effective: null });
  });

  it('takes over the holidays of a state: stored with the state and shown as own closed days', async () => {
    const week = { weekly: { mo: [{ from: '09:00', till: '18:00' }] }, exceptions: [] };
    const hours = withHolidays(week, 'BY', 2026);
    const res = await save('netA', h.fx.locationA, { hours, holidayState: 'BY' });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as OpeningHoursView;
    expect(view.holidayState).toBe('BY');
    const dates = view.effective?.exceptions.map((e) => e.date);
    expect(dates).toEqual(holidaysFor('BY', 2026).map((e) => e.date));
    expect(dates).toContain('2026-01-06'); // Heilige Drei Könige: Bayern, not Berlin
    expect(view.effective?.exceptions.find((e) => e.date === '2026-12-25')).toMatchObject({ spans: [], from: 'own' });
    expect((await stored(h.fx.locationA))?.holidayState).toBe('BY');
    // Absent: unchanged; '' clears.
    await save('netA', h.fx.locationA, { hours });
    expect((await stored(h.fx.locationA))?.holidayState).toBe('BY');
    await save('netA', h.fx.locationA, { hours, holidayState: '' });
    expect((await stored(h.fx.locationA))?.holidayState).toBeNull();
  });

  it('refuses bad input with a German message on the field and saves nothing', async () => {
    await save('netA', h.fx.locationA, { hours: { weekly: NETWORK_WEEK } });
    const before = await stored(h.fx.locationA);
    const bad: Array<[object, string, string]> = [
      [
        {
          weekly: {
            mo: [
              { from: '09:00', till: '12:00' },
              { from: '11:00', till: '13:00' },
            ],
          },
        },
        'body.hours.weekly.mo.1',
        'überschneiden sich',
      ],
      [{ weekly: { mo: [{ from: '09:00', till: '09:00' }] } }, 'body.hours.weekly.mo.0.till', 'leer'],
      [{ weekly: { mo: [{ from: '18:00', till: '09:00' }] } }, 'body.hours.weekly.mo.0.till', 'nach dem Beginn'],
      [{ weekly: { xx: [] } }, 'body.hours.weekly', 'Unbekannter Wochentag: xx'],
      [{ weekly: { mo: [{ from: '9 Uhr', till: '12:00' }] } }, 'body.hours.weekly.mo.0.from', 'HH:MM'],
      [
        { weekly: { mo: Array.from({ length: 7 }, (_, i) => ({ from: `0${i}:00`, till: `0${i}:30` })) } },
        'body.hours.weekly.mo',
        'Höchstens 6 Zeitspannen',
      ],
      [{ exceptions: [{ date: '2026-02-30', spans: [] }] }, 'body.hours.exceptions.0.date', 'gibt es nicht'],
    ];
    for (const [hours, path, message] of bad) {
      const res = await save('netA', h.fx.locationA, { hours });
      expect(res.statusCode, JSON.stringify(hours)).toBe(400);
      const issue = (res.json().error.issues as Array<{ path: string; message: string }>).find((i) => i.path === path);
      expect(issue?.message, `${path} in ${res.body}`).toContain(message);
    }
    const state = await save('netA', h.fx.locationA, { hours: null, holidayState: 'XY' });
    expect(state.json().error.issues[0]).toMatchObject({
      path: 'body.holidayState',
      message: 'Unbekanntes Bundesland',
    });
    // A network's default needs its week.
    const network = await save('netA', h.fx.networkA, { hours: { exceptions: [] } });
    expect(network.statusCode).toBe(400);
    expect(network.json().error.issues).toEqual([
      { path: 'body.hours.weekly', message: 'Für ein Netzwerk die Öffnungszeiten je Wochentag angeben' },
    ]);
    expect(await stored(h.fx.locationA)).toEqual(before);
    expect((await stored(h.fx.networkA))?.openingHours).toBeNull();
  });

  it('only with the Stammdaten tab right, never for another network, a sibling location or the network of a location user', async () => {
    const hours = { weekly: NETWORK_WEEK };
    expect((await save('netA', h.fx.locationB, { hours })).statusCode).toBe(404);
    expect((await read('netA', h.fx.locationB)).statusCode).toBe(404);
    expect((await save('netB', h.fx.networkA, { hours })).statusCode).toBe(404);
    // A location user with the Stammdaten right: its own location only.
    const sibling = await addLocation(h.database.db, { guidParent: h.fx.networkA, name: 'Standort A2' });
    const locationUser = await userWithRights(h, { rights: NETWORK_ADMIN_OWN, at: h.fx.locationA });
    const asLocation = (guid: string) => locationUser({ method: 'POST', url: url(guid), payload: { hours } });
    expect((await asLocation(sibling)).statusCode).toBe(404);
    expect((await asLocation(h.fx.networkA)).statusCode).toBe(404);
    expect((await locationUser({ method: 'GET', url: url(h.fx.networkA) })).statusCode).toBe(404);
    // The seeded 'Standort-Benutzer' has no Netzwerke menu at all.
    expect((await save('standortA', h.fx.locationA, { hours })).statusCode).toBe(403);
    expect((await save('nobody', h.fx.locationA, { hours })).statusCode).toBe(403);
    const opener = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN', 'RIGHT_NETWORK_OPEN_OWN'],
      at: h.fx.networkA,
    });
    // May open and read, may not save.
    expect((await opener({ method: 'GET', url: url(h.fx.locationA) })).statusCode).toBe(200);
    const refused = await opener({ method: 'POST', url: url(h.fx.locationA), payload: { hours } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Sie dürfen die Stammdaten nicht ändern.');
    for (const guid of [h.fx.locationA, h.fx.locationB, h.fx.networkA, sibling]) {
      expect((await stored(guid))?.openingHours, guid).toBeNull();
    }
    expect((await asLocation(h.fx.locationA)).statusCode).toBe(200);
    expect((await save('admin', h.fx.locationB, { hours })).statusCode).toBe(200);
    expect((await stored(h.fx.locationB))?.openingHours).toEqual(hours);
  });
});

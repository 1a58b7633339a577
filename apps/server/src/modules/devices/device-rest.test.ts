import { R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, companies, devices, outgoingMails } from '../../db/schema.js';
import { addDevice, setCompanyEmail, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

/** Alerts know the shop is closed. Network A opens Mo–Fr 9–18 (Berlin, UTC+2 in June). */
// Sessions outlast the clock's jumps to the night and the days after.
const h = useHarness({ SESSION_IDLE_MINUTES: '100000', SESSION_MAX_HOURS: '10000' });
const workday = [{ from: '09:00', till: '18:00' }];
const HOURS = { weekly: { mo: workday, di: workday, mi: workday, do: workday, fr: workday }, exceptions: [] };
/** Berlin wall time in June 2026 (2026-06-01 is a Monday). */
const berlin = (day: number, time: string) => Date.parse(`2026-06-${String(day).padStart(2, '0')}T${time}:00+02:00`);

async function nightSample() {
  const db = h.database.db;
  await db.update(companies).set({ openingHours: HOURS }).where(eq(companies.guid, h.fx.networkA));
  h.clock.set(berlin(3, '23:00')); // Wednesday night
  const at = { guidCompany: h.fx.locationA, guidParent: h.fx.networkA };
  return {
    // Switched off with the shop on Tuesday: 28.5 h silent, but only 10 h 5 min of on-time.
    resting: await addDevice(db, { ...at, name: 'Schaufenster', lastHeartbeat: new Date(berlin(2, '18:25')) }),
    // Silent since Monday 10:00, during opening hours: 28.5 h of on-time.
    broken: await addDevice(db, { ...at, name: 'Theke', lastHeartbeat: new Date(berlin(1, '10:00')) }),
    // The same silence as `resting`, but 'immer an': all of it counts.
    always: await addDevice(db, {
      ...at,
      name: 'Tür',
      lastHeartbeat: new Date(berlin(2, '18:25')),
      power: { kind: 'always' },
    }),
    // Still reporting at night (left on).
    on: await addDevice(db, { ...at, name: 'Kasse', lastHeartbeat: new Date(berlin(3, '22:58')) }),
  };
}

const get = (url: string) => h.call('support', { method: 'GET', url });
const guids = (res: { json(): { items: Array<{ guid: string }> } }) => res.json().items.map((i) => i.guid);

describe('support list and device page at night', () => {
  it("shows a screen switched off at closing time as 'aus (Ruhezeit)', not offline; the filter agrees", async () => {
    const s = await nightSample();
    const offline = await get(`/v1/devices/support?network=${h.fx.networkA}`);
    expect(offline.statusCode).toBe(200);
    expect(guids(offline)).toEqual([s.broken, s.always]); // longest silent first
    expect(offline.json().counts).toMatchObject({ total: 4, offline: 2, online: 2 });
    const all = await get(`/v1/devices/support?network=${h.fx.networkA}&showOnline=1`);
    const byGuid = new Map(all.json().items.map((d: { guid: string }) => [d.guid, d]));
    expect(byGuid.get(s.resting)).toMatchObject({
      health: 'resting',
      indicator: 0,
      nextOnAt: berlin(4, '08:30'),
      timeZone: 'Europe/Berlin',
      hasOpeningHours: true,
      power: null,
    });
    expect(byGuid.get(s.broken)).toMatchObject({ health: 'offline', indicator: 2, nextOnAt: null });
    expect(byGuid.get(s.always)).toMatchObject({ health: 'offline', indicator: 2, power: { kind: 'always' } });
    expect(byGuid.get(s.on)).toMatchObject({ health: 'online', indicator: 0 });
    // The keyword path (counters over a CTE) agrees.
    const keyword = await get('/v1/devices/support?keyWord=Schaufenster&showOnline=1');
    expect(keyword.json().counts).toMatchObject({ total: 1, offline: 0 });
    expect((await get('/v1/devices/support?keyWord=Schaufenster')).json().count).toBe(0);
    const page = await get(`/v1/devices/${s.resting}`);
    expect(page.json()).toMatchObject({ health: 'resting', nextOnAt: berlin(4, '08:30') });
    // The Geräte tab of the network and of the location judge by the same rule.
    for (const company of [h.fx.networkA, h.fx.locationA]) {
      const tab = await h.call('admin', { method: 'GET', url: `/v1/companies/${company}/devices` });
      const rows = new Map(tab.json().map((d: { guid: string }) => [d.guid, d]));
      expect(rows.get(s.resting)).toMatchObject({ health: 'resting', indicator: 0, nextOnAt: berlin(4, '08:30') });
      expect(rows.get(s.broken)).toMatchObject({ health: 'offline', indicator: 2 });
      expect(rows.get(s.on)).toMatchObject({ health: 'online', indicator: 0 });
    }
  });

  it('counts on-time only: the resting screen turns offline after 24 h of on-time, on Friday at 12:25', async () => {
    const s = await nightSample();
    // Tue 18:25–18:30, Wed and Thu 8:30–18:30: 20 h 5 min by Thursday night; Friday 8:30 + 3 h 55 min.
    h.clock.set(berlin(5, '12:25') - 1);
    // Yellow (silent in its on-time) until the 24 h of on-time are reached.
    expect((await get(`/v1/devices/${s.resting}`)).json()).toMatchObject({ health: 'silent', indicator: 1 });
    h.clock.set(berlin(5, '12:25'));
    expect((await get(`/v1/devices/${s.resting}`)).json()).toMatchObject({ health: 'offline', indicator: 2 });
    expect(guids(await get(`/v1/devices/support?network=${h.fx.networkA}`))).toContain(s.resting);
  });

  it("counts 'Geräte online' in the statistics CSV by the same rule: resting and offline screens are not online", async () => {
    await nightSample();
    const csv = await h.call('admin', { method: 'POST', url: '/v1/companies/stats', payload: { guid: h.fx.networkA } });
    const rows = csv.rawPayload.toString('utf8').slice(1).split('\r\n');
    // Four screens: one online ('Kasse'), one resting, two offline.
    expect(rows.slice(1, 3)).toEqual([
      'Netzwerk;Netz A;Netz A;A-100;;;;1;4;1;0',
      'Standort;Netz A;Standort A1;;;;Berlin;0;4;1;0',
    ]);
    // Thursday 9:00: the resting screen has 10 h 35 min of on-time silence and counts as online again.
    h.clock.set(berlin(4, '09:00'));
    const morning = await h.call('admin', {
      method: 'POST',
      url: '/v1/companies/stats',
      payload: { guid: h.fx.networkA },
    });
    expect(morning.rawPayload.toString('utf8').split('\r\n')[1]).toBe('Netzwerk;Netz A;Netz A;A-100;;;;1;4;2;0');
  });

  it('without opening hours the old 24-hour rule holds', async () => {
    h.clock.set(berlin(3, '23:00'));
    const d = await addDevice(h.database.db, {
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      lastHeartbeat: new Date(berlin(2, '18:25')),
    });
    expect((await get(`/v1/devices/${d}`)).json()).toMatchObject({
      health: 'offline',
      indicator: 2,
      hasOpeningHours: false,
    });
  });
});

describe('offline mail at night', () => {
  beforeEach(() => setCompanyEmail(h.database.db, h.fx.networkA, 'kontakt@netz-a.de'));
  const send = (payload: unknown) =>
    h.call('support', { method: 'POST', url: '/v1/mail/send', payload: payload as object });

  it('leaves resting screens out; a screen silent during opening hours is still reported', async () => {
    const s = await nightSample();
    const res = await send([{ deviceGuid: s.resting }, { deviceGuid: s.broken }]);
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().queued as Array<{ body: string; guidDevice: string | null }>;
    expect(mail.body).toContain('• Theke');
    expect(mail.body).not.toContain('Schaufenster');
    expect(mail.guidDevice).toBe(s.broken);
  });

  it('sends nothing when every named screen rests', async () => {
    const s = await nightSample();
    const res = await send([{ deviceGuid: s.resting }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Keine Offline-Mail: alle genannten Geräte sind aus (Ruhezeit).');
    expect(await h.database.db.select().from(outgoingMails)).toHaveLength(0);
  });
});

describe('POST /v1/devices/{id} power', () => {
  const own = { kind: 'own', weekly: { mo: [{ from: '07:00', till: '20:00' }] } };
  const edit = (as: 'netA' | 'netB' | 'standortA' | 'admin', guid: string, power: unknown) =>
    h.call(as, { method: 'POST', url: `/v1/devices/${guid}`, payload: { power } });
  const stored = async (guid: string) =>
    (await h.database.db.select({ power: devices.power }).from(devices).where(eq(devices.guid, guid)))[0]?.power;

  it('saves own times, always and the default with margins; null returns to the default; audited', async () => {
    const d = await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
    const saved = await edit('netA', d, own);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().power).toEqual(own);
    expect(await stored(d)).toEqual(own);
    expect((await edit('netA', d, { kind: 'hours', before: 0, after: 60 })).json().power).toEqual({
      kind: 'hours',
      before: 0,
      after: 60,
    });
    expect((await edit('netA', d, { kind: 'always' })).json().power).toEqual({ kind: 'always' });
    expect((await edit('netA', d, null)).json().power).toBeNull();
    expect(await stored(d)).toBeNull();
    expect(await h.database.db.select().from(auditLog).where(eq(auditLog.entityGuid, d))).toHaveLength(4);
  });

  it('refuses bad on-times with a German message on the field and saves nothing', async () => {
    const d = await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
    const cases: Array<[unknown, string, RegExp]> = [
      [{ kind: 'hours', before: -5 }, 'body.power.before', /Nicht negativ/],
      [{ kind: 'hours', after: 300 }, 'body.power.after', /Höchstens 240 Minuten/],
      [{ kind: 'own', weekly: { mo: [{ from: '20:00', till: '07:00' }] } }, 'body.power.weekly.mo.0.till', /Ende/],
      [{ kind: 'own', weekly: { xx: [] } }, 'body.power.weekly', /Unbekannter Wochentag/],
      [{ kind: 'bald' }, 'body.power.kind', /Unbekannte Art der Einschaltzeit/],
    ];
    for (const [power, path, message] of cases) {
      const res = await edit('admin', d, power);
      expect(res.statusCode, JSON.stringify(power)).toBe(400);
      const issue = (res.json().error.issues as Array<{ path: string; message: string }>).find((i) =>
        i.path.startsWith(path),
      );
      expect(issue?.message, JSON.stringify(power)).toMatch(message);
    }
    expect(await stored(d)).toBeNull();
    expect(await h.database.db.select().from(auditLog)).toHaveLength(0);
  });

  it('needs the right to edit the device: other network 404, no right 403', async () => {
    const d = await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
    expect((await edit('netB', d, own)).statusCode).toBe(404);
    expect((await edit('standortA', d, own)).statusCode).toBe(403);
    const readOnly = await userWithRights(h, { rights: [R.support], at: null });
    const res = await readOnly({ method: 'POST', url: `/v1/devices/${d}`, payload: { power: own } });
    expect(res.statusCode).toBe(403);
    expect(await stored(d)).toBeNull();
  });
});

import { OFFLINE_MAIL_SUBJECT, R } from '@signage/shared';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outgoingMails, users } from '../../db/schema.js';
import { addDevice, setCompanyEmail, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const send = (payload: unknown) =>
  h.call('support', { method: 'POST', url: '/v1/mail/send', payload: payload as object });
const outboxCount = async () => (await h.database.db.select().from(outgoingMails)).length;

beforeEach(async () => {
  await setCompanyEmail(h.database.db, h.fx.networkA, 'kontakt@netz-a.de');
  await setCompanyEmail(h.database.db, h.fx.networkB, 'info@netz-b.de');
  await setCompanyEmail(h.database.db, h.fx.locationA, 'berlin@netz-a.de');
});

describe('POST /v1/mail/send, single form', () => {
  it('queues the mail in the outbox; without SMTP it waits, marked as not sent', async () => {
    const res = await send({ to: 'jemand@example.org', subject: 'Hallo', message: 'Zeile 1\nZeile 2' });
    expect(res.statusCode).toBe(200);
    const [mail] = res.json().queued;
    expect(mail).toMatchObject({
      to: 'jemand@example.org',
      subject: 'Hallo',
      body: 'Zeile 1<br>Zeile 2',
      status: 'wartet',
      attempts: 0,
      lastError: 'Kein SMTP-Server konfiguriert',
      guidUser: h.fx.users.support,
      username: 'support',
    });
    const outbox = await h.call('support', { method: 'GET', url: '/v1/mail/outbox?status=wartet' });
    expect(outbox.json()).toMatchObject({ count: 1, items: [{ guid: mail.guid }] });
  });

  it('refuses header injection, smuggled recipients and oversized input, writing nothing', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ to: 'a@b.de\r\nBcc: spion@evil.example', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'a@b.de\n', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'a@b.de, spion@evil.example', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'a@b.de;spion@evil.example', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'Max <a@b.de>', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'kein-mail', subject: 'x', message: 'x' }, /Ungültiger Empfänger/],
      [{ to: 'a@b.de', subject: 'Hallo\r\nBcc: spion@evil.example', message: 'x' }, /Ungültiger Betreff/],
      [{ to: 'a@b.de', subject: 'Hallo\nX', message: 'x' }, /Ungültiger Betreff/],
      [{ to: 'a@b.de', subject: 'x'.repeat(201), message: 'x' }, /Ungültiger Betreff/],
      [{ to: 'a@b.de', subject: 'x', message: 'x'.repeat(100_001) }, /zu lang/],
      [{ to: 'a@b.de', subject: ' ', message: 'x' }, /Betreff/],
      [{ to: 'a@b.de', subject: 'x' }, /Ungültige Eingabe/],
    ];
    for (const [payload, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await send([])).statusCode).toBe(400);
    expect((await send([{ guidParent: 'x' }])).statusCode).toBe(400);
    expect(await outboxCount()).toBe(0);
  });

  it('needs the mails or the support right', async () => {
    const payload = { to: 'kontakt@netz-a.de', subject: 'x', message: 'x' };
    expect((await h.call('netA', { method: 'POST', url: '/v1/mail/send', payload })).statusCode).toBe(403);
    expect((await h.call('nobody', { method: 'POST', url: '/v1/mail/send', payload })).statusCode).toBe(403);
    const supportOnly = await userWithRights(h, { username: 'nur-support', rights: [R.support], at: null });
    expect((await supportOnly({ method: 'POST', url: '/v1/mail/send', payload })).statusCode).toBe(200);
  });

  it("lets a network user write only to their own network's contacts", async () => {
    await h.database.db.update(users).set({ email: 'kollege@netz-a.de' }).where(eq(users.guid, h.fx.users.standortA));
    const mailerA = await userWithRights(h, { username: 'mailer-a', rights: [R.mails], at: h.fx.networkA });
    const to = (address: string) =>
      mailerA({ method: 'POST', url: '/v1/mail/send', payload: { to: address, subject: 'x', message: 'y' } });
    for (const own of ['kontakt@netz-a.de', 'BERLIN@netz-a.de', 'kollege@netz-a.de']) {
      const res = await to(own);
      expect(res.statusCode, own).toBe(200);
      expect(res.json().queued[0].guidCompany).toBe(h.fx.networkA);
    }
    for (const foreign of ['info@netz-b.de', 'irgendwer@example.org']) {
      expect((await to(foreign)).statusCode, foreign).toBe(403);
    }
    expect(await outboxCount()).toBe(3);
    // a global user may write to any address; a known contact's mail is filed under its network
    expect((await send({ to: 'irgendwer@example.org', subject: 'x', message: 'y' })).json().queued[0].guidCompany).toBe(
      null,
    );
    expect((await send({ to: 'info@netz-b.de', subject: 'x', message: 'y' })).json().queued[0].guidCompany).toBe(
      h.fx.networkB,
    );
  });
});

describe('POST /v1/mail/send, list form (offline mail)', () => {
  it("sends one mail per network to its contact, listing that network's devices", async () => {
    const seen = Date.parse('2026-05-30T12:00:00Z');
    const d1 = await addDevice(h.database.db, {
      name: 'Schaufenster',
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      lastHeartbeat: new Date(seen),
    });
    const d2 = await addDevice(h.database.db, {
      name: 'Theke',
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      lastHeartbeat: null,
    });
    const d3 = await addDevice(h.database.db, {
      name: 'Kasse',
      guidCompany: h.fx.locationB,
      guidParent: h.fx.networkB,
      lastHeartbeat: new Date(seen),
    });
    const entry = (deviceGuid: string, location: string, network: string) => ({
      deviceGuid,
      deviceCompanyGuid: location,
      guidCompany: location,
      guidParent: network,
    });
    const res = await send([
      entry(d1, h.fx.locationA, h.fx.networkA),
      entry(d2, h.fx.locationA, h.fx.networkA),
      entry(d3, h.fx.locationB, h.fx.networkB),
    ]);
    expect(res.statusCode).toBe(200);
    const queued = res.json().queued as Array<{ to: string; subject: string; body: string; guidCompany: string }>;
    expect(queued.map((m) => m.to).sort()).toEqual(['info@netz-b.de', 'kontakt@netz-a.de']);
    const toA = queued.find((m) => m.to === 'kontakt@netz-a.de')!;
    expect(toA.subject).toBe(OFFLINE_MAIL_SUBJECT);
    expect(toA.guidCompany).toBe(h.fx.networkA);
    expect(toA.body).toContain('• Schaufenster (Standort A1, Berlin) – letzte Meldung: 30.05.2026 14:00');
    expect(toA.body).toContain('• Theke (Standort A1, Berlin) – letzte Meldung: nie');
    expect(toA.body).not.toContain('Kasse');
    expect(toA.body).not.toContain('{devices}');
  });

  it('uses the given subject and message, with the placeholder replaced', async () => {
    const d1 = await addDevice(h.database.db, {
      name: 'Tür',
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      lastHeartbeat: null,
    });
    const res = await send([
      { deviceGuid: d1, guidParent: h.fx.networkA, subject: 'Bitte prüfen', message: 'Geräte:\n{devices}\nDanke' },
    ]);
    expect(res.json().queued[0]).toMatchObject({
      subject: 'Bitte prüfen',
      body: 'Geräte:<br>• Tür (Standort A1, Berlin) – letzte Meldung: nie<br>Danke',
      guidDevice: d1,
    });
  });

  it('skips networks without an address and refuses when none has one', async () => {
    await setCompanyEmail(h.database.db, h.fx.networkB, null);
    const res = await send([{ guidParent: h.fx.networkA }, { guidCompany: h.fx.locationB }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().queued).toHaveLength(1);
    expect(res.json().skipped).toEqual([
      {
        guidCompany: h.fx.networkB,
        companyName: 'Netz B',
        reason: 'Keine gültige E-Mail-Adresse beim Netzwerk hinterlegt',
      },
    ]);
    const none = await send([{ guidParent: h.fx.networkB }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Keines der Netzwerke hat eine gültige E-Mail-Adresse.');
    expect((await send([{ subject: 'x' }])).statusCode).toBe(400);
  });

  it("refuses other networks and devices that do not belong to the entry's network", async () => {
    const dB = await addDevice(h.database.db, {
      name: 'B',
      guidCompany: h.fx.locationB,
      guidParent: h.fx.networkB,
      lastHeartbeat: null,
    });
    const mailerA = await userWithRights(h, { username: 'mailer-a', rights: [R.support], at: h.fx.networkA });
    const post = (payload: object) => mailerA({ method: 'POST', url: '/v1/mail/send', payload });
    expect((await post([{ guidParent: h.fx.networkB }])).statusCode).toBe(404);
    expect((await post([{ deviceGuid: dB }])).statusCode).toBe(404);
    expect((await post([{ deviceGuid: dB, guidParent: h.fx.networkA }])).statusCode).toBe(404);
    expect((await post([{ deviceGuid: '00000000-0000-4000-8000-00000000abcd' }])).statusCode).toBe(404);
    expect((await post([{ guidParent: h.fx.networkA }])).statusCode).toBe(200);
    expect(await outboxCount()).toBe(1);
  });
});

describe('offline-mail defaults and the outbox', () => {
  it('gives the dialog its defaults; system config offlineMail overrides them', async () => {
    const res = await h.call('support', { method: 'GET', url: '/v1/mail/offline-template' });
    expect(res.json()).toMatchObject({ subject: 'Geräte sind offline bitte Prüfen', placeholder: '{devices}' });
    expect(res.json().body).toContain('{devices}');
    await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offlineMail', data: JSON.stringify({ subject: 'Offline!', body: 'Liste: {devices}' }) },
    });
    const custom = await h.call('support', { method: 'GET', url: '/v1/mail/offline-template' });
    expect(custom.json()).toMatchObject({ subject: 'Offline!', body: 'Liste: {devices}' });
    expect((await h.call('netA', { method: 'GET', url: '/v1/mail/offline-template' })).statusCode).toBe(403);
  });

  it("shows a network user only their network's mails, pages, and retries only visible ones", async () => {
    const mailerA = await userWithRights(h, { username: 'mailer-a', rights: [R.mails], at: h.fx.networkA });
    const mailerB = await userWithRights(h, { username: 'mailer-b', rights: [R.mails], at: h.fx.networkB });
    for (let i = 0; i < 3; i++) await send([{ guidParent: h.fx.networkA, subject: `A${i}` }]);
    const toB = (await send([{ guidParent: h.fx.networkB }])).json().queued[0];
    const listA = await mailerA({ method: 'GET', url: '/v1/mail/outbox?itemsPerPage=2&page=1' });
    expect(listA.json().count).toBe(3);
    expect(listA.json().items).toHaveLength(2);
    expect(listA.json().items.every((m: { guidCompany: string }) => m.guidCompany === h.fx.networkA)).toBe(true);
    const page2 = await mailerA({ method: 'GET', url: '/v1/mail/outbox?itemsPerPage=2&page=2' });
    expect(page2.json().items).toHaveLength(1);
    expect((await mailerA({ method: 'GET', url: `/v1/mail/outbox/${toB.guid}` })).statusCode).toBe(404);
    expect((await mailerA({ method: 'POST', url: `/v1/mail/outbox/${toB.guid}/retry` })).statusCode).toBe(404);
    expect((await mailerB({ method: 'GET', url: `/v1/mail/outbox/${toB.guid}` })).statusCode).toBe(200);
    expect((await h.call('support', { method: 'GET', url: '/v1/mail/outbox' })).json().count).toBe(4);
    expect((await h.call('support', { method: 'GET', url: '/v1/mail/outbox?status=kaputt' })).statusCode).toBe(400);
    expect((await h.call('support', { method: 'GET', url: '/v1/mail/outbox?itemsPerPage=0' })).statusCode).toBe(400);
    expect((await h.call('netA', { method: 'GET', url: '/v1/mail/outbox' })).statusCode).toBe(403);
  });
});

import { R } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

async function auditCount(entity: string) {
  const res = await h.call('admin', { method: 'GET', url: `/v1/system/audit?entity=${entity}` });
  return res.statusCode === 200 ? (res.json().count as number) : -1;
}

describe('mail templates', () => {
  it('are created empty (language de), saved with line breaks as <br>, searched and deleted', async () => {
    const created = await h.call('support', { method: 'POST', url: '/v1/mail', payload: { name: 'Offline' } });
    expect(created.statusCode).toBe(200);
    const tpl = created.json();
    expect(tpl).toMatchObject({ name: 'Offline', subject: '', body: '', language: 'de', userGuid: h.fx.users.support });

    const saved = await h.call('support', {
      method: 'PUT',
      url: `/v1/mail/${tpl.guid}`,
      payload: { subject: 'Geräte prüfen', body: 'Hallo,\r\nbitte prüfen.\nGrüße<script>alert(1)</script>' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().body).toBe('Hallo,<br>bitte prüfen.<br>Grüße');
    expect(saved.json().changed).toBe(h.clock.now());

    const get = await h.call('support', { method: 'GET', url: `/v1/mail/${tpl.guid}` });
    expect(get.json().subject).toBe('Geräte prüfen');

    const list = await h.call('support', { method: 'GET', url: '/v1/mail' });
    expect(list.json().map((t: { guid: string }) => t.guid)).toEqual([tpl.guid]);
    const hit = await h.call('support', { method: 'POST', url: '/v1/mail/search', payload: { keyWord: 'prüfen' } });
    expect(hit.json()).toHaveLength(1);
    const miss = await h.call('support', { method: 'POST', url: '/v1/mail/search', payload: { language: 'en' } });
    expect(miss.json()).toHaveLength(0);

    const deleted = await h.call('support', { method: 'DELETE', url: `/v1/mail/${tpl.guid}` });
    expect(deleted.json()).toEqual({ success: true });
    expect((await h.call('support', { method: 'GET', url: `/v1/mail/${tpl.guid}` })).statusCode).toBe(404);
    expect(await auditCount('mailTemplate')).toBe(3);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const tpl = (await h.call('support', { method: 'POST', url: '/v1/mail', payload: {} })).json();
    for (const payload of [
      { subject: 'a\r\nBcc: x@y.de' },
      { language: 'deutsch' },
      { name: 'x'.repeat(300) },
      { body: 'x'.repeat(100_001) },
    ]) {
      const res = await h.call('support', { method: 'PUT', url: `/v1/mail/${tpl.guid}`, payload });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().error.message).toMatch(/Ungültig|Höchstens|zu lang|Sprache/);
    }
    expect((await h.call('support', { method: 'POST', url: '/v1/mail', payload: { userGuid: 'x' } })).statusCode).toBe(
      400,
    );
    const after = await h.call('support', { method: 'GET', url: `/v1/mail/${tpl.guid}` });
    expect(after.json()).toMatchObject({ subject: '', body: '', name: '' });
    expect((await h.call('support', { method: 'GET', url: `/v1/mail/${UNKNOWN}` })).statusCode).toBe(404);
  });

  it('needs the mails right (support right alone is not enough)', async () => {
    const supportOnly = await userWithRights(h, { username: 'nur-support', rights: [R.support], at: null });
    expect((await supportOnly({ method: 'GET', url: '/v1/mail' })).statusCode).toBe(403);
    expect((await h.call('netA', { method: 'POST', url: '/v1/mail', payload: {} })).statusCode).toBe(403);
    expect((await h.call('nobody', { method: 'GET', url: '/v1/mail' })).statusCode).toBe(403);
  });

  it("keeps networks apart: a network user sees global and own templates, never another network's", async () => {
    const mailerA = await userWithRights(h, { username: 'mailer-a', rights: [R.mails], at: h.fx.networkA });
    const mailerB = await userWithRights(h, { username: 'mailer-b', rights: [R.mails], at: h.fx.networkB });
    const global = (await h.call('support', { method: 'POST', url: '/v1/mail', payload: { name: 'Global' } })).json();
    const ownA = (await mailerA({ method: 'POST', url: '/v1/mail', payload: { name: 'A' } })).json();

    const listB = await mailerB({ method: 'GET', url: '/v1/mail' });
    expect(listB.json().map((t: { name: string }) => t.name)).toEqual(['Global']);
    expect((await mailerB({ method: 'GET', url: `/v1/mail/${ownA.guid}` })).statusCode).toBe(404);
    expect((await mailerB({ method: 'PUT', url: `/v1/mail/${ownA.guid}`, payload: { name: 'x' } })).statusCode).toBe(
      404,
    );
    expect((await mailerB({ method: 'DELETE', url: `/v1/mail/${ownA.guid}` })).statusCode).toBe(404);
    // global templates are read-only for network users
    expect((await mailerA({ method: 'PUT', url: `/v1/mail/${global.guid}`, payload: { name: 'x' } })).statusCode).toBe(
      403,
    );
    expect((await mailerA({ method: 'PUT', url: `/v1/mail/${ownA.guid}`, payload: { name: 'A2' } })).statusCode).toBe(
      200,
    );
    // a network user cannot make a template owned by another network's user
    const foreign = await mailerA({ method: 'POST', url: '/v1/mail', payload: { userGuid: h.fx.users.netB } });
    expect(foreign.statusCode).toBe(404);
    const all = await h.call('support', { method: 'GET', url: '/v1/mail' });
    expect(
      all
        .json()
        .map((t: { name: string }) => t.name)
        .sort(),
    ).toEqual(['A2', 'Global']);
  });
});

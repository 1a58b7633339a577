import { describe, expect, it } from 'vitest';
import { redactUrl, ServerLog } from '../../lib/server-log.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

describe('system config', () => {
  it('saves JSON text by name, lists it and reads one by name (audited)', async () => {
    const saved = await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offlineMail', data: '{"subject":"Offline"}' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'offlineMail', data: '{"subject":"Offline"}', changed: h.clock.now() });
    await h.call('admin', {
      method: 'POST',
      url: '/v1/system/config',
      payload: { name: 'offlineMail', data: '[1,2]' },
    });
    await h.call('admin', { method: 'POST', url: '/v1/system/config', payload: { name: 'a.b_c-1', data: 'true' } });
    const list = await h.call('admin', { method: 'GET', url: '/v1/system/config' });
    expect(list.json().map((c: { name: string; data: string }) => [c.name, c.data])).toEqual([
      ['a.b_c-1', 'true'],
      ['offlineMail', '[1,2]'],
    ]);
    const one = await h.call('admin', { method: 'GET', url: '/v1/system/config?name=offlineMail' });
    expect(one.json()).toMatchObject({ name: 'offlineMail', data: '[1,2]' });
    expect((await h.call('admin', { method: 'GET', url: '/v1/system/config?name=fehlt' })).statusCode).toBe(404);
    const audit = await h.call('admin', {
      method: 'GET',
      url: '/v1/system/audit?entity=systemConfig&entityGuid=offlineMail',
    });
    expect(
      audit.json().items.map((a: { action: string; before: unknown; after: unknown }) => [a.action, a.before, a.after]),
    ).toEqual([
      ['update', { data: '{"subject":"Offline"}' }, { data: '[1,2]' }],
      ['create', null, { data: '{"subject":"Offline"}' }],
    ]);
  });

  it('refuses data that is not JSON and bad names, writing nothing', async () => {
    for (const payload of [
      { name: 'x', data: '{kein json' },
      { name: 'x', data: '' },
      { name: 'mit leerzeichen', data: '{}' },
      { name: '', data: '{}' },
      { name: 'x' },
    ]) {
      const res = await h.call('admin', { method: 'POST', url: '/v1/system/config', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/^Ungültige Eingabe/);
    }
    expect((await h.call('admin', { method: 'GET', url: '/v1/system/config' })).json()).toEqual([]);
  });

  it('is for administrators only: global users with the roles right', async () => {
    for (const as of ['netA', 'support', 'standortA'] as const) {
      expect((await h.call(as, { method: 'GET', url: '/v1/system/config' })).statusCode, as).toBe(403);
      expect(
        (await h.call(as, { method: 'POST', url: '/v1/system/config', payload: { name: 'x', data: '{}' } })).statusCode,
      ).toBe(403);
      expect((await h.call(as, { method: 'GET', url: '/v1/system/logs' })).statusCode).toBe(403);
      expect((await h.call(as, { method: 'GET', url: '/v1/system/audit' })).statusCode).toBe(403);
    }
  });
});

describe('system logs', () => {
  it('lists recent requests newest first, without tokens or authorization headers', async () => {
    const token = h.fx.tokens.support;
    await h.call(null, { method: 'GET', url: `/v1/mail/outbox?token=${token}&status=wartet` });
    await h.call('support', { method: 'GET', url: '/v1/mail/gibt-es-nicht-und-ist-keine-guid' });
    const res = await h.call('admin', { method: 'GET', url: '/v1/system/logs?limit=50' });
    expect(res.statusCode).toBe(200);
    const { entries } = res.json() as {
      entries: Array<{ url: string; status: number; level: string; method: string }>;
    };
    const body = res.body;
    expect(body).not.toContain(token);
    expect(body).not.toContain(h.fx.tokens.admin);
    expect(body.toLowerCase()).not.toContain('bearer');
    expect(entries[0]).toMatchObject({
      method: 'GET',
      url: '/v1/mail/gibt-es-nicht-und-ist-keine-guid',
      status: 400,
      level: 'warn',
    });
    expect(entries[1]).toMatchObject({ url: '/v1/mail/outbox?token=***&status=wartet', status: 200, level: 'info' });
    expect(entries.some((e) => e.url === '/v1/user/login')).toBe(true);
    const warn = await h.call('admin', { method: 'GET', url: '/v1/system/logs?level=warn&q=gibt-es' });
    expect(warn.json().entries).toHaveLength(1);
    expect((await h.call('admin', { method: 'GET', url: '/v1/system/logs?limit=5000' })).statusCode).toBe(400);
  });

  it("keeps the screens' successful polls out (they would push everything else out) but not their failures", async () => {
    await h.app.inject({ method: 'GET', url: '/api/ping' });
    await h.app.inject({ method: 'GET', url: '/api/playlist?key=kein-schluessel' });
    const { entries } = (await h.call('admin', { method: 'GET', url: '/v1/system/logs?limit=50' })).json() as {
      entries: Array<{ url: string; status: number }>;
    };
    expect(entries.some((e) => e.url === '/api/ping')).toBe(false);
    expect(entries.find((e) => e.url.startsWith('/api/playlist'))).toMatchObject({ status: 400 });
  });

  it('keeps only the newest entries and redacts credentials in urls and messages', () => {
    const log = new ServerLog(3);
    for (let i = 1; i <= 5; i++) log.add({ time: i, level: 'info', url: `/x?n=${i}` });
    expect(log.list({ limit: 10 }).map((e) => e.time)).toEqual([5, 4, 3]);
    expect(redactUrl('/api/playlist?key=abc&x=1&authToken=z&code=7')).toBe(
      '/api/playlist?key=***&x=1&authToken=***&code=***',
    );
    log.add({ time: 9, level: 'error', message: 'connect smtp://user:secret@mail.example failed Bearer abc.def' });
    expect(log.list({ limit: 1 })[0].message).toBe('connect smtp://***@mail.example failed Bearer ***');
  });
});

describe('audit log', () => {
  it('records who changed what with before and after, filtered and paged', async () => {
    await h.call('admin', { method: 'POST', url: '/v1/roles', payload: {} });
    const tpl = (await h.call('admin', { method: 'POST', url: '/v1/templates', payload: { name: 'T' } })).json();
    await h.call('admin', { method: 'POST', url: `/v1/templates/${tpl.guid}`, payload: { name: 'T2' } });
    const all = await h.call('admin', { method: 'GET', url: '/v1/system/audit?itemsPerPage=2' });
    expect(all.json().count).toBe(3);
    expect(all.json().items).toHaveLength(2);
    const [latest] = all.json().items;
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'template',
      entityGuid: tpl.guid,
      username: 'admin',
      guidUser: h.fx.users.admin,
    });
    expect(latest.before.name).toBe('T');
    expect(latest.after.name).toBe('T2');
    const byUser = await h.call('admin', { method: 'GET', url: `/v1/system/audit?guidUser=${h.fx.users.netA}` });
    expect(byUser.json().count).toBe(0);
    const byName = await h.call('admin', { method: 'GET', url: '/v1/system/audit?username=ADMIN&entity=role' });
    expect(byName.json().count).toBe(1);
    expect((await h.call('admin', { method: 'GET', url: '/v1/system/audit?guidUser=kaputt' })).statusCode).toBe(400);
    expect((await h.call('admin', { method: 'GET', url: '/v1/system/audit?page=0' })).statusCode).toBe(400);
  });
});

import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, useHarness } from '../../test/harness.js';

const h = useHarness();

describe('POST /v1/user/login', () => {
  it('returns a token for valid credentials', async () => {
    const res = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, username: 'admin' });
    expect(Buffer.from(body.authToken, 'base64url')).toHaveLength(32);
  });

  it('answers 200 {success:false} and nothing else for wrong credentials', async () => {
    for (const payload of [
      { username: 'admin', password: 'falsch' },
      { username: 'gibtsnicht', password: TEST_PASSWORD },
    ]) {
      const res = await h.call(null, { method: 'POST', url: '/v1/user/login', payload });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false });
    }
  });

  it('rejects bad input with 400 and German issues', async () => {
    const res = await h.call(null, { method: 'POST', url: '/v1/user/login', payload: { username: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.length).toBeGreaterThan(0);
    const bad = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('JSON');
  });

  it('slows guessing with 429 and lets the user in again later', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      last = (
        await h.call(null, { method: 'POST', url: '/v1/user/login', payload: { username: 'netA', password: 'x' } })
      ).statusCode;
    }
    expect(last).toBe(429);
    const locked = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: 'netA', password: TEST_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/Anmeldeversuche/);
    const otherIp = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress: '192.0.2.55',
      payload: { username: 'netA', password: TEST_PASSWORD },
    });
    expect(otherIp.json().success).toBe(true);
  });
});

describe('login throttle and known devices', () => {
  const attempt = (username: string, password: string, remoteAddress: string, cookie?: string) =>
    h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      remoteAddress,
      headers: cookie ? { cookie } : {},
      payload: { username, password },
    });
  const cookieOf = (res: Awaited<ReturnType<typeof attempt>>) => {
    const [kd] = res.cookies.filter((c) => c.name.startsWith('kd_'));
    return `${kd.name}=${kd.value}`;
  };
  const flood = async () => {
    for (let i = 0; i < 55; i++) await attempt('netA', `rate-${i}`, `198.18.${i >> 8}.${i & 255}`);
  };

  it('sets a signed, http-only known-device cookie on a successful login only', async () => {
    expect((await attempt('netA', 'falsch', '192.0.2.1')).cookies).toEqual([]);
    const ok = await attempt('netA', TEST_PASSWORD, '192.0.2.1');
    const [kd] = ok.cookies;
    expect(kd).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/user/login' });
    expect(kd.value).not.toContain('netA');
  });

  it('lets the real user in from a browser used before while many addresses guess the password', async () => {
    const known = cookieOf(await attempt('netA', TEST_PASSWORD, '192.0.2.10'));
    const other = cookieOf(await attempt('netB', TEST_PASSWORD, '192.0.2.10'));
    await flood();
    // A browser without the cookie (or with another user's, or a forged one) waits: the guessing is slowed.
    expect((await attempt('netA', TEST_PASSWORD, '192.0.2.20')).statusCode).toBe(429);
    expect((await attempt('netA', TEST_PASSWORD, '192.0.2.20', other)).statusCode).toBe(429);
    const forged = known.replace(/=.*/, `=${Buffer.from('neta').toString('base64url')}.${h.clock.now()}.AAAA`);
    expect((await attempt('netA', TEST_PASSWORD, '192.0.2.20', forged)).statusCode).toBe(429);
    const res = await attempt('netA', TEST_PASSWORD, '192.0.2.30', known);
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
  });

  it('forgets a known device after 30 days', async () => {
    const known = cookieOf(await attempt('netA', TEST_PASSWORD, '192.0.2.10'));
    h.clock.advance(31 * 24 * 3_600_000);
    await flood();
    expect((await attempt('netA', TEST_PASSWORD, '192.0.2.30', known)).statusCode).toBe(429);
  });
});

describe('me and logout', () => {
  it('me returns the user and a map of every right', async () => {
    const res = await h.call('netA', { method: 'GET', url: '/v1/user/me' });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toMatchObject({
      username: 'netA',
      guidParent: h.fx.networkA,
      roleName: 'Netzwerk-Administrator',
      companyName: 'Netz A',
    });
    expect(me.rights.RIGHT_COMP_VISIBLE_USER).toBe(true);
    expect(me.rights.RIGHT_NETWORK_VISIBLE_OTHER).toBe(false);
    expect(Object.keys(me.rights).length).toBeGreaterThan(40);
  });

  it('accepts the legacy token query parameter', async () => {
    const res = await h.call(null, { method: 'GET', url: `/v1/user/me?token=${h.fx.tokens.admin}` });
    expect(res.statusCode).toBe(200);
  });

  it('logout revokes the token', async () => {
    expect((await h.call('admin', { method: 'GET', url: '/v1/user/logout' })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(401);
  });

  it('expires idle and old sessions', async () => {
    h.clock.advance(3 * 60 * 60_000);
    expect((await h.call('admin', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(401);
  });

  it('keeps an active session alive until the absolute expiry', async () => {
    for (let i = 0; i < 23; i++) {
      h.clock.advance(60 * 60_000);
      expect((await h.call('support', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(200);
    }
    h.clock.advance(60 * 60_000);
    expect((await h.call('support', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(401);
  });

  it('keeps a session alive that was used within the idle time, though lastSeen is written only now and then', async () => {
    // Login writes lastSeen; a request 59 s later is not written. Counted from that request the
    // session has been idle for less than SESSION_IDLE_MINUTES (120) when the next one comes.
    h.clock.advance(59_000);
    expect((await h.call('support', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(200);
    h.clock.advance(120 * 60_000 - 1_000);
    expect((await h.call('support', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(200);
    // Idle longer than the limit (plus the at most one minute lastSeen may lag): gone.
    h.clock.advance(121 * 60_000 + 1);
    expect((await h.call('support', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(401);
  });

  it('marks authenticated answers and the login answer as not cacheable', async () => {
    const me = await h.call('admin', { method: 'GET', url: '/v1/user/me' });
    expect(me.headers['cache-control']).toBe('no-store');
    const list = await h.call('admin', { method: 'POST', url: '/v1/people/list', payload: {} });
    expect(list.headers['cache-control']).toBe('no-store');
    const login = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: 'admin', password: TEST_PASSWORD },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('rejects unknown tokens', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/v1/user/me', headers: { authorization: 'Bearer nope' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Bitte melden Sie sich an.');
  });
});

describe('a user at a location without a network', () => {
  it('is not treated as a global user', async () => {
    const { companies, users } = await import('../../db/schema.js');
    const { hashPassword } = await import('../../lib/password.js');
    const { randomUUID } = await import('node:crypto');
    const orphan = randomUUID();
    await h.database.db.insert(companies).values({ guid: orphan, name: 'Ohne Netz', isMother: 0 });
    await h.database.db.insert(users).values({
      guid: randomUUID(),
      username: 'verwaist',
      guidParent: orphan,
      guidRole: h.fx.roles['Netzwerk-Administrator'],
      passwordHash: await hashPassword(TEST_PASSWORD, 1024),
    });
    const token = (
      await h.call(null, {
        method: 'POST',
        url: '/v1/user/login',
        payload: { username: 'verwaist', password: TEST_PASSWORD },
      })
    ).json().authToken;
    const headers = { authorization: `Bearer ${token}` };
    const me = await h.app.inject({ method: 'GET', url: '/v1/user/me', headers });
    expect(me.json().networkGuid).toBe(orphan);
    const list = await h.app.inject({ method: 'POST', url: '/v1/people/list', headers, payload: {} });
    expect(list.json().map((u: { username: string }) => u.username)).toEqual(['verwaist']);
    const other = await h.app.inject({ method: 'GET', url: `/v1/people/${h.fx.users.admin}`, headers });
    expect(other.statusCode).toBe(404);
  });
});

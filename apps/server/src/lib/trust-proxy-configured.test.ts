import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices } from '../db/schema.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness } from '../test/player.js';
import { DEFAULT_LIMITS } from './login-throttle.js';

const PROXY = '10.0.0.5';
const h = useHarness({ TRUST_PROXY: '10.0.0.0/24' });
beforeEach(() => playerOfHarness(h).reset());

const register = async (from: string, forwarded: string) => {
  const key = randomUUID();
  const res = await h.app.inject({
    method: 'GET',
    url: `/api/playlist?key=${key}`,
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwarded },
  });
  expect(res.statusCode).toBe(200);
  const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
  return row.remoteAddress;
};

describe('TRUST_PROXY=10.0.0.0/24', () => {
  it('takes the client address from a configured proxy only', async () => {
    expect(await register(PROXY, '198.51.100.20')).toBe('198.51.100.20');
    expect(await register('198.51.100.9', '198.51.100.21')).toBe('198.51.100.9');
  });

  it('never stores text that is no IP address, even when the proxy passes it on', async () => {
    expect(await register(PROXY, 'bogus')).toBe(PROXY);
    expect(await register(PROXY, '198.51.100.30, <b>x</b>, 198.51.100.31')).toBe('198.51.100.31');
  });

  it('throttles per forwarded client address behind the proxy', async () => {
    const attempt = (client: string) =>
      h.call(null, {
        method: 'POST',
        url: '/v1/user/login',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': client },
        payload: { username: `nobody-${client}`, password: 'falsch' },
      });
    for (let i = 0; i < DEFAULT_LIMITS.perIp; i++) await attempt('198.51.100.40');
    expect((await attempt('198.51.100.40')).statusCode).toBe(429);
    expect((await attempt('198.51.100.41')).statusCode).toBe(200);
  });
});

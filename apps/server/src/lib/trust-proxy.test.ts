import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { devices } from '../db/schema.js';
import { REGISTRATIONS_PER_IP } from '../player/registration.js';
import { TEST_PASSWORD, useHarness } from '../test/harness.js';
import { playerOfHarness } from '../test/player.js';
import { DEFAULT_LIMITS } from './login-throttle.js';

// Default configuration: no proxy is trusted, X-Forwarded-For is the client's own text.
const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());

const login = (username: string, password: string, forwarded: string) =>
  h.call(null, {
    method: 'POST',
    url: '/v1/user/login',
    remoteAddress: '198.51.100.66',
    headers: { 'x-forwarded-for': forwarded },
    payload: { username, password },
  });

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('does not let a client escape the per-address login throttle by changing the header', async () => {
    let last = 0;
    for (let i = 0; i <= DEFAULT_LIMITS.perIp; i++) {
      last = (await login(`nobody${i}`, 'falsch', `203.0.113.${i}`)).statusCode;
    }
    expect(last).toBe(429);
  });

  it('stores the socket address as the device address, never the header text', async () => {
    const key = randomUUID();
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/playlist?key=${key}`,
      remoteAddress: '198.51.100.7',
      headers: { 'x-forwarded-for': '<script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(devices).where(eq(devices.guid, key));
    expect(row.remoteAddress).toBe('198.51.100.7');
  });

  it('counts device registrations per socket address whatever the header says', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= REGISTRATIONS_PER_IP; i++) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/playlist?key=${randomUUID()}`,
        remoteAddress: '198.51.100.8',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });

  it('still logs the real user in', async () => {
    expect((await login('netA', TEST_PASSWORD, '203.0.113.1')).json().success).toBe(true);
  });
});

describe('TRUST_PROXY setting', () => {
  const configWith = (value: string) => () => loadConfig({ SCRYPT_COST: '1024', TRUST_PROXY: value });
  it('is off by default and accepts a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(configWith('0')().trustProxy).toBe(false);
    expect(configWith('2')().trustProxy).toBe(2);
    expect(configWith('10.0.0.1, 192.168.0.0/16,::1,loopback')().trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });
  it('refuses a bad value at start with a German message', () => {
    expect(configWith('10.0.0.300')).toThrow(/TRUST_PROXY: „10\.0\.0\.300“ ist keine gültige IP-Adresse/);
    expect(configWith('proxy.example.org')).toThrow(/keine gültige IP-Adresse/);
    expect(configWith('10.0.0.0/33')).toThrow(/kein gültiger CIDR-Bereich/);
    expect(configWith('true')).toThrow(/Ungültige Konfiguration/);
    expect(configWith('99')).toThrow(/zwischen 1 und 10/);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { PgThrottleStore } from '../db/shared-stores.js';
import { TestClock } from '../test/clock.js';
import { createTestDatabase } from '../test/database.js';
import { truncateAll } from '../test/harness.js';
import { DEFAULT_LIMITS, LoginThrottle, MemoryThrottleStore, type ThrottleStore } from './login-throttle.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(() => database?.close());

// The same rule in this process's memory and in the database table every process shares.
describe.each([
  ['memory', () => new MemoryThrottleStore() as ThrottleStore],
  ['database', () => new PgThrottleStore(database.db) as ThrottleStore],
])('LoginThrottle (%s)', (_name, store) => {
  beforeEach(() => truncateAll(database));
  const throttle = (clock = new TestClock()) => new LoginThrottle(clock, DEFAULT_LIMITS, store());
  const failMany = async (t: LoginThrottle, n: number, ip: (i: number) => string, user: (i: number) => string) => {
    for (let i = 0; i < n; i++) await t.fail(ip(i), user(i));
  };
  const many = (i: number) => `10.0.${i >> 8}.${i & 255}`;

  it('locks an IP/username pair after repeated failures, temporarily', async () => {
    const clock = new TestClock();
    const t = throttle(clock);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '1.1.1.1',
      () => 'anna',
    );
    expect(await t.retryAfter('1.1.1.1', 'anna')).toBe(DEFAULT_LIMITS.lockMs);
    await t.fail('1.1.1.1', 'Anna');
    expect(await t.retryAfter('1.1.1.1', 'anna')).toBe(2 * DEFAULT_LIMITS.lockMs);
    clock.advance(DEFAULT_LIMITS.maxLockMs + 1);
    expect(await t.retryAfter('1.1.1.1', 'anna')).toBe(0);
  });

  it('starts a window again once it is older than windowMs and not locked', async () => {
    const clock = new TestClock();
    const t = throttle(clock);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp - 1,
      () => '1.1.1.1',
      () => 'anna',
    );
    clock.advance(DEFAULT_LIMITS.windowMs + 1);
    await t.fail('1.1.1.1', 'anna');
    expect(await t.retryAfter('1.1.1.1', 'anna')).toBe(0);
  });

  it('does not lock the real user out from another address', async () => {
    const t = throttle();
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp * 3,
      () => '6.6.6.6',
      () => 'anna',
    );
    expect(await t.retryAfter('6.6.6.6', 'anna')).toBeGreaterThan(0);
    expect(await t.retryAfter('2.2.2.2', 'anna')).toBe(0);
  });

  it('forgets the pair after a success', async () => {
    const t = throttle();
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '1.1.1.1',
      () => 'anna',
    );
    await t.succeed('1.1.1.1', 'ANNA');
    expect(await t.retryAfter('1.1.1.1', 'anna')).toBe(0);
  });

  it("forgets every lock on a username (password reset), not the addresses' own", async () => {
    const t = throttle();
    await failMany(t, DEFAULT_LIMITS.perUser, many, () => 'anna');
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '2.2.2.2',
      () => 'anna_',
    );
    await failMany(
      t,
      DEFAULT_LIMITS.perIp,
      () => '3.3.3.3',
      (i) => `u${i}`,
    );
    expect(await t.retryAfter('9.9.9.9', 'anna')).toBeGreaterThan(0);
    expect(await t.forgetUser('ANNA')).toBe(true);
    expect(await t.retryAfter('9.9.9.9', 'anna')).toBe(0);
    expect(await t.retryAfter(many(0), 'anna')).toBe(0);
    // a name that only starts like it keeps its lock, and so does the address that tried many names
    expect(await t.retryAfter('2.2.2.2', 'anna_')).toBeGreaterThan(0);
    expect(await t.retryAfter('3.3.3.3', 'anna')).toBeGreaterThan(0);
  });

  it('tells whether forgetting a username lifted a lock (failures below the limit are none)', async () => {
    const clock = new TestClock();
    const t = throttle(clock);
    expect(await t.forgetUser('anna')).toBe(false);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp - 1,
      () => '1.1.1.1',
      () => 'anna',
    );
    expect(await t.forgetUser('anna')).toBe(false);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '1.1.1.1',
      () => 'anna',
    );
    clock.advance(DEFAULT_LIMITS.maxLockMs + 1);
    // the lock has run out: nothing is lifted
    expect(await t.forgetUser('anna')).toBe(false);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '1.1.1.1',
      () => 'anna',
    );
    expect(await t.forgetUser('Anna')).toBe(true);
    expect(await t.forgetUser('anna')).toBe(false);
  });

  it('caps the lock even when an attacker keeps failing from many addresses', async () => {
    const clock = new TestClock();
    const t = throttle(clock);
    await failMany(t, 500, many, () => 'anna');
    expect(await t.retryAfter('2.2.2.2', 'anna')).toBeGreaterThan(0);
    expect(await t.retryAfter('2.2.2.2', 'anna')).toBeLessThanOrEqual(DEFAULT_LIMITS.maxLockMs);
    clock.advance(DEFAULT_LIMITS.maxLockMs + 1);
    expect(await t.retryAfter('2.2.2.2', 'anna')).toBe(0);
  });

  it('limits one IP trying many usernames', async () => {
    const t = throttle();
    await failMany(
      t,
      DEFAULT_LIMITS.perIp,
      () => '6.6.6.6',
      (i) => `user${i}`,
    );
    expect(await t.retryAfter('6.6.6.6', 'someone-else')).toBeGreaterThan(0);
  });

  it('spares a known device from the lock on the username that many addresses trigger', async () => {
    const t = throttle();
    await failMany(t, 500, many, () => 'anna');
    expect(await t.retryAfter('2.2.2.2', 'anna')).toBeGreaterThan(0);
    expect(await t.retryAfter('2.2.2.2', 'anna', true)).toBe(0);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      () => '6.6.6.6',
      () => 'anna',
    );
    expect(await t.retryAfter('6.6.6.6', 'anna', true)).toBeGreaterThan(0);
  });

  it('counts an IPv6 /64 as one address, for the address and the username from it', async () => {
    const t = throttle();
    await failMany(
      t,
      DEFAULT_LIMITS.perIp,
      (i) => `2001:db8:1:2::${(i + 1).toString(16)}`,
      (i) => `user${i}`,
    );
    expect(await t.retryAfter('2001:db8:1:2:ffff:1:2:3', 'someone-else')).toBeGreaterThan(0);
    expect(await t.retryAfter('2001:0db8:0001:0002::9', 'someone-else')).toBeGreaterThan(0);
    expect(await t.retryAfter('2001:db8:1:3::1', 'someone-else')).toBe(0);
    await failMany(
      t,
      DEFAULT_LIMITS.perUserIp,
      (i) => `2001:db8:5:6::${i + 1}`,
      () => 'anna',
    );
    expect(await t.retryAfter('2001:db8:5:6:a:b:c:d', 'anna')).toBeGreaterThan(0);
    expect(await t.retryAfter('2001:db8:5:7::1', 'anna')).toBe(0);
  });

  it("tells the address's failures in its window; a refused attempt counts for the address, not the username", async () => {
    const clock = new TestClock();
    const t = throttle(clock);
    expect(await t.check('7.7.7.7', 'anna')).toEqual({ waitMs: 0, failures: 0 });
    await t.fail('7.7.7.7', 'anna');
    await t.refused('7.7.7.7');
    expect(await t.check('7.7.7.7', 'bert')).toEqual({ waitMs: 0, failures: 2 });
    await failMany(
      t,
      DEFAULT_LIMITS.perIp,
      () => '8.8.8.8',
      () => '',
    );
    expect((await t.check('8.8.8.8', 'anna')).waitMs).toBe(DEFAULT_LIMITS.lockMs);
    for (let i = 0; i < DEFAULT_LIMITS.perUser; i++) await t.refused(many(i));
    expect(await t.retryAfter('9.9.9.9', 'anna')).toBe(0);
    clock.advance(DEFAULT_LIMITS.windowMs + 1);
    expect((await t.check('7.7.7.7', 'anna')).failures).toBe(0);
  });
});

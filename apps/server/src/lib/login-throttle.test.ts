import { describe, expect, it } from 'vitest';
import { TestClock } from '../test/clock.js';
import { DEFAULT_LIMITS, LoginThrottle } from './login-throttle.js';

describe('LoginThrottle', () => {
  it('locks an IP/username pair after repeated failures, temporarily', () => {
    const clock = new TestClock();
    const t = new LoginThrottle(clock);
    for (let i = 0; i < DEFAULT_LIMITS.perUserIp; i++) t.fail('1.1.1.1', 'anna');
    expect(t.retryAfter('1.1.1.1', 'anna')).toBeGreaterThan(0);
    clock.advance(DEFAULT_LIMITS.maxLockMs + 1);
    expect(t.retryAfter('1.1.1.1', 'anna')).toBe(0);
  });

  it('does not lock the real user out from another address', () => {
    const t = new LoginThrottle(new TestClock());
    for (let i = 0; i < DEFAULT_LIMITS.perUserIp * 3; i++) t.fail('6.6.6.6', 'anna');
    expect(t.retryAfter('6.6.6.6', 'anna')).toBeGreaterThan(0);
    expect(t.retryAfter('2.2.2.2', 'anna')).toBe(0);
  });

  it('caps the lock even when an attacker keeps failing from many addresses', () => {
    const clock = new TestClock();
    const t = new LoginThrottle(clock);
    for (let i = 0; i < 500; i++) t.fail(`10.0.${i >> 8}.${i & 255}`, 'anna');
    expect(t.retryAfter('2.2.2.2', 'anna')).toBeGreaterThan(0);
    expect(t.retryAfter('2.2.2.2', 'anna')).toBeLessThanOrEqual(DEFAULT_LIMITS.maxLockMs);
    clock.advance(DEFAULT_LIMITS.maxLockMs + 1);
    expect(t.retryAfter('2.2.2.2', 'anna')).toBe(0);
  });

  it('limits one IP trying many usernames', () => {
    const t = new LoginThrottle(new TestClock());
    for (let i = 0; i < DEFAULT_LIMITS.perIp; i++) t.fail('6.6.6.6', `user${i}`);
    expect(t.retryAfter('6.6.6.6', 'someone-else')).toBeGreaterThan(0);
  });

  it('spares a known device from the lock on the username that many addresses trigger', () => {
    const t = new LoginThrottle(new TestClock());
    for (let i = 0; i < 500; i++) t.fail(`10.0.${i >> 8}.${i & 255}`, 'anna');
    expect(t.retryAfter('2.2.2.2', 'anna')).toBeGreaterThan(0);
    expect(t.retryAfter('2.2.2.2', 'anna', true)).toBe(0);
    for (let i = 0; i < DEFAULT_LIMITS.perUserIp; i++) t.fail('6.6.6.6', 'anna');
    expect(t.retryAfter('6.6.6.6', 'anna', true)).toBeGreaterThan(0);
  });
});

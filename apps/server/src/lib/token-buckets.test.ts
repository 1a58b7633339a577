import { describe, expect, it } from 'vitest';
import { addressKey, TokenBuckets } from './token-buckets.js';

const clockAt = (start = 0) => {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

describe('TokenBuckets', () => {
  it('allows a burst of capacity, then refills one token per window/capacity', () => {
    const clock = clockAt();
    const buckets = new TokenBuckets(clock, 3, 3000);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(1000);
    expect(buckets.take('b')).toBe(0);
    clock.advance(400);
    expect(buckets.take('a')).toBe(600);
    clock.advance(600);
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(1000);
    clock.advance(10_000);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0, 1000]);
  });

  it('wait() tells the same as take() without taking a token', () => {
    const clock = clockAt();
    const buckets = new TokenBuckets(clock, 2, 2000);
    expect(buckets.wait('a')).toBe(0);
    expect([buckets.take('a'), buckets.wait('a'), buckets.wait('a'), buckets.take('a')]).toEqual([0, 0, 0, 0]);
    expect(buckets.wait('a')).toBe(1000);
    clock.advance(250);
    expect(buckets.wait('a')).toBe(750);
    expect(buckets.take('a')).toBe(750);
    clock.advance(750);
    expect(buckets.wait('a')).toBe(0);
  });

  it('stays bounded: idle keys go first, then the oldest', () => {
    const clock = clockAt();
    const buckets = new TokenBuckets(clock, 2, 1000, 10);
    for (let i = 0; i < 10; i++) buckets.take(`k${i}`);
    clock.advance(1000); // all idle again
    buckets.take('busy');
    expect(buckets.size).toBe(1);
    for (let i = 0; i < 20; i++) buckets.take(`n${i}`);
    expect(buckets.size).toBeLessThanOrEqual(10);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and groups IPv6 by /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

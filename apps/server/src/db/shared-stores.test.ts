// The database's token buckets answer like this process's, and the shared secret is made once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimiter } from '../lib/token-buckets.js';
import { TestClock } from '../test/clock.js';
import { createTestDatabase } from '../test/database.js';
import type { Database } from './client.js';
import { sharedSecret, sharedStores } from './shared-stores.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(() => database?.close());

/** The same sequence of takes, waits and clock steps against one limiter; every answer in order. */
async function script(limiter: RateLimiter, clock: TestClock): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 4; i++) out.push(await limiter.take('a'));
  out.push(await limiter.take('b'), await limiter.wait('a'), await limiter.wait('c'));
  clock.advance(400);
  out.push(await limiter.wait('a'), await limiter.take('a'));
  clock.advance(600);
  out.push(await limiter.take('a'), await limiter.take('a'));
  clock.advance(10_000);
  for (let i = 0; i < 4; i++) out.push(await limiter.take('a'));
  return out;
}

describe('shared stores', () => {
  it('token buckets in the database answer like those in memory, and separate limiters by name', async () => {
    const answers = async (shared: boolean) => {
      const clock = new TestClock();
      return script(sharedStores(database.db, clock, shared).limiter(`l${shared}`, 3, 3000), clock);
    };
    const memory = await answers(false);
    expect(memory).toEqual([0, 0, 0, 1000, 0, 1000, 0, 600, 600, 0, 1000, 0, 0, 0, 1000]);
    expect(await answers(true)).toEqual(memory);
    const clock = new TestClock();
    const other = sharedStores(database.db, clock, true).limiter('other', 1, 1000);
    expect([await other.take('a'), await other.take('a')]).toEqual([0, 1000]);
  });

  it('makes a secret once; every later call gets the same', async () => {
    const [first, second] = await Promise.all([sharedSecret(database.db, 'x'), sharedSecret(database.db, 'x')]);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(second).toBe(first);
    expect(await sharedSecret(database.db, 'y')).not.toBe(first);
  });
});

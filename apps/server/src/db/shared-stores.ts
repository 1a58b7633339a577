import { randomBytes } from 'node:crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import {
  MemoryThrottleStore,
  type ThrottleLimits,
  type ThrottleState,
  type ThrottleStore,
} from '../lib/login-throttle.js';
import { type RateLimiter, TokenBuckets } from '../lib/token-buckets.js';
import { type Db, queryRows } from './client.js';
import { sharedSecrets } from './schema.js';

/** Where the login throttle and the shared rate limits keep their counters. */
export interface SharedStores {
  throttle: ThrottleStore;
  /** A limiter of `capacity` per `windowMs` per key; `name` separates the limiters in a shared table. */
  limiter(name: string, capacity: number, windowMs: number): RateLimiter;
}

/** Shared through the database when several processes may use it (PostgreSQL), else in this process. */
export function sharedStores(db: Db, clock: Clock, shared: boolean): SharedStores {
  if (!shared) {
    return {
      throttle: new MemoryThrottleStore(),
      limiter: (_name, capacity, windowMs) => new TokenBuckets(clock, capacity, windowMs),
    };
  }
  return {
    throttle: new PgThrottleStore(db),
    limiter: (name, capacity, windowMs) => new PgTokenBuckets(db, clock, name, capacity, windowMs),
  };
}

/** Removes windows of the login throttle that are neither locked nor counting (about every 500th failure). */
const PRUNE_EVERY = 500;

/** lib/login-throttle.ts's rule as one atomic upsert on the UNLOGGED table login_throttle. */
export class PgThrottleStore implements ThrottleStore {
  private bumps = 0;

  constructor(private readonly db: Db) {}

  async look(keys: readonly string[], counted: string, now: number, limits: ThrottleLimits): Promise<ThrottleState> {
    const at = sql`${now}::bigint`;
    const [row] = await queryRows<{ until: string | null; failures: number | null }>(
      this.db,
      sql`select max(locked_until) as until,
          max(failures) filter (where key = ${counted}
            and (${at} - first_at <= ${limits.windowMs}::bigint or locked_until > ${at}))::int as failures
        from login_throttle where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
    );
    return { lockedUntil: Number(row?.until ?? 0), failures: Number(row?.failures ?? 0) };
  }

  async bump(key: string, limit: number, now: number, limits: ThrottleLimits): Promise<void> {
    const at = sql`${now}::bigint`;
    const restart = sql`(${at} - w.first_at > ${limits.windowMs}::bigint and w.locked_until <= ${at})`;
    const failures = sql`(case when ${restart} then 1 else w.failures + 1 end)`;
    const lockFor = (f: SQL) =>
      sql`least(${limits.lockMs}::float8 * power(2, least(${f} - ${limit}::int, 40)), ${limits.maxLockMs}::float8)::bigint`;
    await this.db.execute(sql`
      insert into login_throttle as w (key, failures, first_at, locked_until)
      values (${key}, 1, ${at}, case when 1 >= ${limit}::int then ${at} + ${lockFor(sql`1`)} else 0 end)
      on conflict (key) do update set
        failures = ${failures},
        first_at = case when ${restart} then ${at} else w.first_at end,
        locked_until = case
          when ${failures} >= ${limit}::int then ${at} + ${lockFor(failures)}
          when ${restart} then 0
          else w.locked_until end`);
    if (++this.bumps % PRUNE_EVERY === 0) {
      await this.db.execute(
        sql`delete from login_throttle where locked_until <= ${at} and ${at} - first_at > ${limits.windowMs}::bigint`,
      );
    }
  }

  async remove(key: string): Promise<void> {
    await this.db.execute(sql`delete from login_throttle where key = ${key}`);
  }

  async removeUser(user: string, now: number): Promise<number> {
    const removed = await queryRows<{ locked: boolean }>(
      this.db,
      sql`delete from login_throttle where key = ${`u:${user}`} or starts_with(key, ${`ui:${user}|`})
          returning locked_until > ${now}::bigint as locked`,
    );
    return removed.filter((r) => r.locked).length;
  }
}

/**
 * lib/token-buckets.ts's bucket as one atomic upsert on the UNLOGGED table rate_buckets (key = name:key).
 * Full buckets are idle: they are deleted now and then, which only ever makes the limiter more lenient.
 */
export class PgTokenBuckets implements RateLimiter {
  private takes = 0;
  private readonly perMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly name: string,
    readonly capacity: number,
    readonly windowMs: number,
  ) {
    this.perMs = capacity / windowMs;
  }

  async take(key: string): Promise<number> {
    const now = this.clock.now();
    const at = sql`${now}::bigint`;
    const tokens = sql`least(${this.capacity}::float8, b.tokens + greatest(0, ${at} - b.at) * ${this.perMs}::float8)`;
    const [row] = await queryRows<{ tokens: number; taken: boolean }>(
      this.db,
      sql`insert into rate_buckets as b (key, tokens, at, taken)
        values (${`${this.name}:${key}`}, ${this.capacity - 1}::float8, ${at}, true)
        on conflict (key) do update set
          tokens = case when ${tokens} >= 1 then ${tokens} - 1 else ${tokens} end,
          taken = ${tokens} >= 1,
          at = ${at}
        returning tokens, taken`,
    );
    if (++this.takes % PRUNE_EVERY === 0) await this.prune(now);
    if (!row || row.taken) return 0;
    return Math.ceil((1 - Number(row.tokens)) / this.perMs);
  }

  async wait(key: string): Promise<number> {
    const [row] = await queryRows<{ tokens: number; at: string }>(
      this.db,
      sql`select tokens, at from rate_buckets where key = ${`${this.name}:${key}`}`,
    );
    if (!row) return 0;
    const tokens = Math.min(
      this.capacity,
      Number(row.tokens) + Math.max(0, this.clock.now() - Number(row.at)) * this.perMs,
    );
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs);
  }

  /** Shared counters outlive one app; tests start from an emptied database instead. */
  reset(): void {}

  private async prune(now: number): Promise<void> {
    await this.db.execute(
      sql`delete from rate_buckets where key like ${`${this.name}:%`}
        and tokens + greatest(0, ${now}::bigint - at) * ${this.perMs}::float8 >= ${this.capacity}::float8`,
    );
  }
}

/**
 * A random secret (base64url, 32 bytes) under `name`, made by whichever process asks first; every
 * process on the database gets the same one.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(sharedSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: sharedSecrets.value }).from(sharedSecrets).where(eq(sharedSecrets.name, name));
  if (!row) throw new Error(`shared secret ${name} missing`);
  return row.value;
}

import type { Clock } from './clock.js';
import { addressKey } from './token-buckets.js';

export interface ThrottleLimits {
  /** Failures per IP (any username) inside the window before that IP waits. */
  perIp: number;
  /** Failures for one username from one IP before that pair waits. */
  perUserIp: number;
  /** Failures for one username from all IPs before every IP waits (guards distributed guessing). */
  perUser: number;
  windowMs: number;
  /** First lock length; doubles with every further failure while locked, capped at maxLockMs. */
  lockMs: number;
  maxLockMs: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  perIp: 20,
  perUserIp: 5,
  perUser: 50,
  windowMs: 15 * 60_000,
  lockMs: 60_000,
  maxLockMs: 15 * 60_000,
};

/**
 * Where the throttle's windows live: in this process (MemoryThrottleStore) or shared by every process on
 * one PostgreSQL (db/shared-stores.ts). Both follow the same rule: a window older than windowMs whose lock
 * has run out starts again at one failure; from `limit` failures on the key is locked for
 * lockMs · 2^(failures − limit), at most maxLockMs.
 */
export interface ThrottleStore {
  /**
   * The latest lock end of these keys (epoch ms; 0 when none is locked) and the failures `counted` has in its
   * current window (0 when that window is over at `now`).
   */
  look(keys: readonly string[], counted: string, now: number, limits: ThrottleLimits): Promise<ThrottleState>;
  /** Counts one failure of the key at `now`. */
  bump(key: string, limit: number, now: number, limits: ThrottleLimits): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Removes the username's windows (from all addresses and from each); the addresses' own stay. Returns how
   * many of them were locked at `now` (0: the user could log in anyway).
   */
  removeUser(user: string, now: number): Promise<number>;
}

export interface ThrottleState {
  lockedUntil: number;
  failures: number;
}

interface Window {
  failures: number;
  first: number;
  lockedUntil: number;
}

export class MemoryThrottleStore implements ThrottleStore {
  private readonly windows = new Map<string, Window>();

  async look(keys: readonly string[], counted: string, now: number, limits: ThrottleLimits): Promise<ThrottleState> {
    const w = this.windows.get(counted);
    const current = w && (now - w.first <= limits.windowMs || w.lockedUntil > now);
    return {
      lockedUntil: Math.max(0, ...keys.map((key) => this.windows.get(key)?.lockedUntil ?? 0)),
      failures: current ? w.failures : 0,
    };
  }

  async bump(key: string, limit: number, now: number, limits: ThrottleLimits): Promise<void> {
    let w = this.windows.get(key);
    if (!w || (now - w.first > limits.windowMs && w.lockedUntil <= now)) {
      w = { failures: 0, first: now, lockedUntil: 0 };
      this.windows.set(key, w);
    }
    w.failures += 1;
    if (w.failures >= limit) {
      const lock = Math.min(limits.lockMs * 2 ** (w.failures - limit), limits.maxLockMs);
      w.lockedUntil = now + lock;
    }
    if (this.windows.size > 100_000) this.prune(now, limits);
  }

  async remove(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async removeUser(user: string, now: number): Promise<number> {
    let locked = 0;
    for (const [key, w] of this.windows) {
      if (key !== `u:${user}` && !key.startsWith(`ui:${user}|`)) continue;
      if (w.lockedUntil > now) locked += 1;
      this.windows.delete(key);
    }
    return locked;
  }

  private prune(now: number, limits: ThrottleLimits): void {
    for (const [key, w] of this.windows) {
      if (w.lockedUntil <= now && now - w.first > limits.windowMs) this.windows.delete(key);
    }
  }
}

/**
 * Slows password guessing per IP and per username. Locks are temporary (at most maxLockMs), and
 * the per-username lock that affects everyone needs far more failures than the one tied to the
 * attacker's IP and spares browsers the user has logged in from before, so a real user keeps getting in.
 */
export class LoginThrottle {
  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    private readonly store: ThrottleStore = new MemoryThrottleStore(),
  ) {}

  /**
   * Milliseconds to wait before another attempt is allowed (0 when allowed now), and the failures the address
   * has in its window (how much it guessed lately). The lock on the username from all addresses does not apply
   * to a browser the user has logged in from before (knownDevice): that lock is what an attacker with many
   * addresses can trigger. Addresses count as lib/token-buckets.ts's addressKey (IPv6 by its /64).
   */
  async check(ip: string, username: string, knownDevice = false): Promise<{ waitMs: number; failures: number }> {
    const user = username.toLowerCase();
    const address = `ip:${addressKey(ip)}`;
    const keys = [address, `ui:${user}|${addressKey(ip)}`];
    if (!knownDevice) keys.push(`u:${user}`);
    const now = this.clock.now();
    const state = await this.store.look(keys, address, now, this.limits);
    return { waitMs: Math.max(0, state.lockedUntil - now), failures: state.failures };
  }

  /** Milliseconds to wait before another attempt is allowed; 0 when allowed now (see check). */
  async retryAfter(ip: string, username: string, knownDevice = false): Promise<number> {
    return (await this.check(ip, username, knownDevice)).waitMs;
  }

  async fail(ip: string, username: string): Promise<void> {
    const user = username.toLowerCase();
    const now = this.clock.now();
    await this.refused(ip, now);
    await this.store.bump(`ui:${user}|${addressKey(ip)}`, this.limits.perUserIp, now, this.limits);
    await this.store.bump(`u:${user}`, this.limits.perUser, now, this.limits);
  }

  /**
   * An attempt turned away before its password was checked (every hash slot taken): counts for the address
   * only, so a flood locks its own addresses, never the username it named.
   */
  async refused(ip: string, now = this.clock.now()): Promise<void> {
    await this.store.bump(`ip:${addressKey(ip)}`, this.limits.perIp, now, this.limits);
  }

  async succeed(ip: string, username: string): Promise<void> {
    await this.store.remove(`ui:${username.toLowerCase()}|${addressKey(ip)}`);
  }

  /**
   * Lifts every lock on a username (a reset password, `npm run admin:password`); the addresses' own locks stay.
   * True when the user was locked out (from anywhere) until now.
   */
  async forgetUser(username: string): Promise<boolean> {
    return (await this.store.removeUser(username.toLowerCase(), this.clock.now())) > 0;
  }
}

import type { Clock } from './clock.js';

interface Window {
  failures: number;
  first: number;
  lockedUntil: number;
}

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
 * Slows password guessing per IP and per username. Locks are temporary (at most maxLockMs), and
 * the per-username lock that affects everyone needs far more failures than the one tied to the
 * attacker's IP and spares browsers the user has logged in from before, so a real user keeps getting in.
 */
export class LoginThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly clock: Clock,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
  ) {}

  /**
   * Milliseconds to wait before another attempt is allowed; 0 when allowed now. The lock on the
   * username from all addresses does not apply to a browser the user has logged in from before
   * (knownDevice): that lock is what an attacker with many addresses can trigger.
   */
  retryAfter(ip: string, username: string, knownDevice = false): number {
    const now = this.clock.now();
    const user = username.toLowerCase();
    const keys = [`ip:${ip}`, `ui:${user}|${ip}`];
    if (!knownDevice) keys.push(`u:${user}`);
    return Math.max(0, ...keys.map((key) => (this.windows.get(key)?.lockedUntil ?? 0) - now));
  }

  fail(ip: string, username: string): void {
    const user = username.toLowerCase();
    this.bump(`ip:${ip}`, this.limits.perIp);
    this.bump(`ui:${user}|${ip}`, this.limits.perUserIp);
    this.bump(`u:${user}`, this.limits.perUser);
    if (this.windows.size > 100_000) this.prune();
  }

  succeed(ip: string, username: string): void {
    this.windows.delete(`ui:${username.toLowerCase()}|${ip}`);
  }

  /** Lifts every lock on a username (from all addresses and from each); the addresses' own locks stay. */
  forgetUser(username: string): void {
    const user = username.toLowerCase();
    this.windows.delete(`u:${user}`);
    for (const key of this.windows.keys()) if (key.startsWith(`ui:${user}|`)) this.windows.delete(key);
  }

  private bump(key: string, limit: number): void {
    const now = this.clock.now();
    let w = this.windows.get(key);
    if (!w || (now - w.first > this.limits.windowMs && w.lockedUntil <= now)) {
      w = { failures: 0, first: now, lockedUntil: 0 };
      this.windows.set(key, w);
    }
    w.failures += 1;
    if (w.failures >= limit) {
      const lock = Math.min(this.limits.lockMs * 2 ** (w.failures - limit), this.limits.maxLockMs);
      w.lockedUntil = now + lock;
    }
  }

  private prune(): void {
    const now = this.clock.now();
    for (const [key, w] of this.windows) {
      if (w.lockedUntil <= now && now - w.first > this.limits.windowMs) this.windows.delete(key);
    }
  }
}

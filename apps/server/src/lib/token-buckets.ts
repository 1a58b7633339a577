import type { Clock } from './clock.js';

/** A per-key limiter: this process's TokenBuckets, or the shared one of db/shared-stores.ts. */
export interface RateLimiter {
  /** Takes one token for the key: 0 when allowed, else the milliseconds until the next token. */
  take(key: string): number | Promise<number>;
  /** Like take, without taking. */
  wait(key: string): number | Promise<number>;
  /** Forgets this process's counters (tests); shared counters are left alone. */
  reset(): void;
}

interface Bucket {
  tokens: number;
  at: number;
}

/**
 * One token bucket per key, in memory (per process): up to `capacity` requests at once, refilled at
 * `capacity` per `windowMs`. Two numbers per key and one Map lookup per request, so it fits the hot
 * path of the screens' poll. The map is bounded: full buckets (idle keys) are dropped first, then the
 * oldest keys — forgetting a key only ever makes the limiter more lenient for it.
 */
export class TokenBuckets implements RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly clock: Clock,
    readonly capacity: number,
    readonly windowMs: number,
    private readonly maxKeys = 200_000,
  ) {
    this.perMs = capacity / windowMs;
  }

  /** Takes one token for the key: 0 when allowed, else the milliseconds until the next token. */
  take(key: string): number {
    const now = this.clock.now();
    const bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      this.buckets.set(key, { tokens: this.capacity - 1, at: now });
      return 0;
    }
    const tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, now - bucket.at) * this.perMs);
    bucket.at = now;
    if (tokens >= 1) {
      bucket.tokens = tokens - 1;
      return 0;
    }
    bucket.tokens = tokens;
    return Math.ceil((1 - tokens) / this.perMs);
  }

  /** Like take, without taking: 0 when a token is there, else the milliseconds until the next one. */
  wait(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return 0;
    const tokens = Math.min(this.capacity, bucket.tokens + Math.max(0, this.clock.now() - bucket.at) * this.perMs);
    return tokens >= 1 ? 0 : Math.ceil((1 - tokens) / this.perMs);
  }

  get size(): number {
    return this.buckets.size;
  }

  reset(): void {
    this.buckets.clear();
  }

  private prune(now: number) {
    for (const [key, b] of this.buckets) {
      if (b.tokens + (now - b.at) * this.perMs >= this.capacity) this.buckets.delete(key);
    }
    // Still crowded: drop the oldest tenth (Map order = insertion order) so pruning stays rare.
    const excess = this.buckets.size - Math.floor(this.maxKeys * 0.9);
    if (excess <= 0) return;
    let n = 0;
    for (const key of this.buckets.keys()) {
      if (n++ >= excess) break;
      this.buckets.delete(key);
    }
  }
}

/** The key an address is limited by: IPv4 as it is, IPv6 by its /64 (one host usually owns a whole /64). */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

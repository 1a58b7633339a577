import { type Country, countriesResponse, type HotelSummary, hotelByNameResponse } from '@signage/shared';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../lib/clock.js';
import type { HotelDirectory } from '../directory.js';
import { getRemoteJson, type RemoteGetOptions } from './fetch-json.js';
import { type DirectoryHotel, directoryHotel } from './schema.js';
import { absoluteHotel, absoluteSummary } from './urls.js';

export { REMOTE_DIRECTORY_TEXTS } from './fetch-json.js';

export interface RemoteHotelDirectoryOptions {
  /** Base URL of the directory, e.g. https://hotels.example.com/api (a trailing slash is ignored). */
  baseUrl: string;
  /** Deadline for one whole answer (headers and body). */
  timeoutMs: number;
  /** How long countries and hotel details are reused (default 10 min). */
  cacheTtlMs?: number;
  /** How long search results are reused (default 30 s). */
  searchTtlMs?: number;
  /** Largest answer read (default 5 MB); a bigger one is refused. */
  maxBytes?: number;
  /** The time the caches' TTLs are measured in (default: the process's monotonic clock); tests move it by hand. */
  clock?: Clock;
}

export const REMOTE_DIRECTORY_DEFAULTS = {
  cacheTtlMs: 10 * 60_000,
  searchTtlMs: 30_000,
  maxBytes: 5 * 1024 * 1024,
  /** Entries and bytes (answer sizes) of the hotel detail cache. */
  hotelEntries: 500,
  hotelBytes: 64 * 1024 * 1024,
  searchEntries: 200,
  searchBytes: 16 * 1024 * 1024,
} as const;

/** A cached answer; `value` null is a hotel the directory does not know (kept for the search TTL). */
interface Entry<T> {
  value: T;
  bytes: number;
}
/** Loads one entry; may set `options.ttl` to keep it shorter than the cache's TTL. */
type Load<T> = (options: { ttl?: number }) => Promise<Entry<T>>;
type Cache<T> = LRUCache<string, Entry<T>, Load<T>>;

function makeCache<T>(ttl: number, max: number, maxSize: number, clock: Clock | undefined): Cache<T> {
  return new LRUCache<string, Entry<T>, Load<T>>({
    max,
    maxSize,
    ttl,
    // A given clock is asked on every check (no 1 ms reuse of the last reading).
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    // A fetch whose entry is pushed out meanwhile still answers its callers.
    ignoreFetchAbort: true,
    fetchMethod: (_key, _stale, { context, options }) => context(options),
  });
}

/**
 * The hotel directory read from a GIATA-like service over HTTP (docs/HOTEL-DIRECTORY.md). Every answer is checked
 * against the shared schemas; relative picture URLs are made absolute against the base URL. Countries and hotel details
 * are kept for cacheTtlMs, searches for searchTtlMs (LRU, bounded by entries and bytes); simultaneous identical
 * requests share one fetch. Failures are HotelDirectoryUnavailable with a German text and are not cached.
 */
export class RemoteHotelDirectory implements HotelDirectory {
  private readonly base: string;
  private readonly limits: RemoteGetOptions;
  private readonly searchTtlMs: number;
  private readonly countryCache: Cache<Country[]>;
  private readonly searchCache: Cache<HotelSummary[]>;
  private readonly hotelCache: Cache<DirectoryHotel | null>;

  constructor(options: RemoteHotelDirectoryOptions) {
    const url = URL.canParse(options.baseUrl) ? new URL(options.baseUrl) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
      throw new Error(`Hotelverzeichnis: ungültige Basis-URL ${JSON.stringify(options.baseUrl)} (http oder https)`);
    if (!(options.timeoutMs > 0)) throw new Error('Hotelverzeichnis: timeoutMs muss größer als 0 sein');
    const d = REMOTE_DIRECTORY_DEFAULTS;
    this.base = url.href.replace(/\/+$/, '');
    const maxBytes = options.maxBytes ?? d.maxBytes;
    this.limits = { timeoutMs: options.timeoutMs, maxBytes, origin: url.origin };
    const ttl = options.cacheTtlMs ?? d.cacheTtlMs;
    this.searchTtlMs = options.searchTtlMs ?? d.searchTtlMs;
    const { clock } = options;
    this.countryCache = makeCache(ttl, 1, maxBytes, clock);
    this.searchCache = makeCache(this.searchTtlMs, d.searchEntries, Math.max(d.searchBytes, maxBytes), clock);
    this.hotelCache = makeCache(ttl, d.hotelEntries, Math.max(d.hotelBytes, maxBytes), clock);
  }

  async countries(): Promise<Country[]> {
    return this.cached(this.countryCache, 'countries', async () => {
      const answer = await getRemoteJson(`${this.base}/countries`, countriesResponse, this.limits);
      const sorted = [...answer.data].sort((a, b) => a.n.localeCompare(b.n, 'de'));
      return { value: sorted, bytes: answer.bytes };
    });
  }

  async search(query: { name: string; country?: string; limit: number }): Promise<HotelSummary[]> {
    const params = new URLSearchParams({ name: query.name });
    if (query.country) params.set('country', query.country);
    params.set('limit', String(query.limit));
    return this.cached(this.searchCache, params.toString(), async () => {
      const answer = await getRemoteJson(`${this.base}/hotels?${params}`, hotelByNameResponse, this.limits);
      const found = answer.data.slice(0, query.limit).map((s) => absoluteSummary(s, this.base));
      return { value: found, bytes: answer.bytes };
    });
  }

  async hotel(gid: string, vc?: string): Promise<DirectoryHotel | null> {
    // '.' and '..' (also percent-encoded) would be URL dot segments and name another path: no hotel has them.
    if (gid === '.' || gid === '..') return null;
    const path = `/hotels/${encodeURIComponent(gid)}${vc ? `?${new URLSearchParams({ vc })}` : ''}`;
    return this.cached(this.hotelCache, path, async (options) => {
      const answer = await getRemoteJson(`${this.base}${path}`, directoryHotel, {
        ...this.limits,
        notFoundIsNull: true,
      });
      if (!answer) {
        // An unknown id is asked again soon (it may be added), not after the long TTL.
        options.ttl = this.searchTtlMs;
        return { value: null, bytes: 1 };
      }
      return { value: absoluteHotel(answer.data, this.base), bytes: answer.bytes };
    });
  }

  private async cached<T>(cache: Cache<T>, key: string, load: Load<T>): Promise<T> {
    return (await cache.forceFetch(key, { context: load })).value;
  }
}

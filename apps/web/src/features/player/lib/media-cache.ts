import { MEDIA_CACHE } from './offline-routes';

/**
 * Media of the loop kept as object URLs and in Cache Storage, so the player goes on without the server:
 * no request per showing, and after a reload the files come from the cache. Larger files are kept on disk
 * only and play from their address: the player's service worker answers them (and their ranges) from the
 * cached full copy.
 */
/** Larger files are not held in memory (the worker serves them from the cache, media are immutable). */
const MAX_BLOB_BYTES = 200 * 1024 * 1024;

const absolute = (url: string) => new URL(url, globalThis.location?.href ?? 'http://localhost/').href;

/** A file that could not be loaded is tried again this much later (and with every new answer). */
export const RETRY_MS = 15_000;

type Entry = { state: 'loading' } | { state: 'ready'; objectUrl: string } | { state: 'direct' } | { state: 'failed' };

async function openCache(): Promise<Cache | null> {
  try {
    return 'caches' in globalThis ? await caches.open(MEDIA_CACHE) : null;
  } catch {
    return null;
  }
}

async function download(url: string, size: number, cache: Cache | null): Promise<Blob | null> {
  const cached = await cache?.match(url).catch(() => undefined);
  if (cached?.ok) return size > MAX_BLOB_BYTES ? null : cached.blob();
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (size > MAX_BLOB_BYTES) {
    // Streamed to disk, not into memory; played from the address.
    await cache?.put(url, response).catch(() => undefined);
    return null;
  }
  await cache?.put(url, response.clone()).catch(() => undefined);
  return response.blob();
}

export class MediaCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Set<string>();
  private cache: Promise<Cache | null> | null = null;
  private readonly retries = new Map<string, ReturnType<typeof setTimeout>>();

  constructor(private readonly onChange: () => void) {}

  /**
   * The address to show: the object URL once loaded, the original when it plays directly (a large file the
   * worker answers from the cache), else null: still loading, or not loadable (the loop skips it).
   */
  source(url: string): string | null {
    const entry = this.entries.get(url);
    if (!entry || entry.state === 'loading' || entry.state === 'failed') return null;
    return entry.state === 'ready' ? entry.objectUrl : url;
  }

  /** The file was loaded but could not be shown (e.g. broken): dropped, not shown until it loads anew. */
  markFailed(url: string, size: number): void {
    const entry = this.entries.get(url);
    if (!entry) return;
    if (entry.state === 'ready') URL.revokeObjectURL(entry.objectUrl);
    this.entries.set(url, { state: 'failed' });
    void this.cache?.then((cache) => cache?.delete(url)).catch(() => undefined);
    this.retryLater(url, size);
    this.onChange();
  }

  /**
   * Starts loading every file not loaded yet. A file that cannot be loaded (offline and not cached, or
   * refused) is not shown: it is tried again after RETRY_MS and with the next answer.
   */
  prepare(files: ReadonlyArray<{ url: string; size: number }>): void {
    this.cache ??= openCache();
    for (const { url, size } of files) {
      const entry = this.entries.get(url);
      if (entry?.state === 'ready' || this.inflight.has(url)) continue;
      if (!entry) this.entries.set(url, { state: 'loading' });
      void this.load(url, size);
    }
  }

  /**
   * Forgets files no longer in the loop: object URLs revoked, and every disk copy of another file deleted
   * (also those of an earlier page load, e.g. the loop before an offline start).
   */
  retain(urls: ReadonlySet<string>): void {
    this.release(urls);
    this.cache ??= openCache();
    const keep = new Set([...urls].map(absolute));
    void this.cache
      .then(async (cache) => {
        for (const request of (await cache?.keys()) ?? []) {
          if (!keep.has(request.url)) await cache?.delete(request);
        }
      })
      .catch(() => undefined);
  }

  /** Leaving the page: object URLs revoked, disk copies kept for the next start. */
  dispose(): void {
    this.release(new Set());
  }

  private release(urls: ReadonlySet<string>): void {
    for (const [url, entry] of this.entries) {
      if (urls.has(url)) continue;
      if (entry.state === 'ready') URL.revokeObjectURL(entry.objectUrl);
      this.entries.delete(url);
      clearTimeout(this.retries.get(url));
      this.retries.delete(url);
    }
  }

  private retryLater(url: string, size: number): void {
    clearTimeout(this.retries.get(url));
    const timer = setTimeout(() => {
      this.retries.delete(url);
      if (this.entries.get(url)?.state === 'failed' && !this.inflight.has(url)) void this.load(url, size);
    }, RETRY_MS);
    this.retries.set(url, timer);
  }

  private async load(url: string, size: number): Promise<void> {
    this.inflight.add(url);
    let next: Entry = { state: 'direct' };
    try {
      const blob = await download(url, size, await this.cache);
      if (blob) next = { state: 'ready', objectUrl: URL.createObjectURL(blob) };
    } catch {
      next = { state: 'failed' };
    }
    this.inflight.delete(url);
    if (!this.entries.has(url)) {
      if (next.state === 'ready') URL.revokeObjectURL(next.objectUrl);
      return;
    }
    this.entries.set(url, next);
    if (next.state === 'failed') this.retryLater(url, size);
    this.onChange();
  }
}

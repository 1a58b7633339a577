import { LRUCache } from 'lru-cache';
import type { Dispatcher } from 'undici';
import { BoundedFetchError, fetchBounded, httpUrl } from '../../../lib/fetch-bounded.js';
import { loadSharp } from '../../../lib/sharp.js';

/** Limits of one gallery image download. */
export const GALLERY_TIMEOUT_MS = 5000;
export const GALLERY_MAX_BYTES = 15 * 1024 * 1024;
/** Bytes of images kept in the in-memory cache (least recently used go first). */
export const GALLERY_CACHE_BYTES = 96 * 1024 * 1024;

export interface GalleryOptions {
  /** Origins (scheme://host:port) allowed in full, e.g. the provider's own. */
  origins: readonly string[];
  /** Host names (any port, http or https) allowed, from OFFER_IMAGE_HOSTS. */
  hosts: readonly string[];
  /** Answers URLs this server serves itself (demo pictures) without a request; null = not local. */
  local?: (url: URL) => Promise<Buffer | null> | null;
  /**
   * Hosts outside the lists that may still be asked, checked once before the first request (hotel pictures:
   * any host on a public address); redirects then stay on that URL's origin or the lists.
   */
  admit?: (url: URL) => Promise<boolean>;
  /** The dispatcher for requests to admitted hosts (pictures/sources.ts: connects only to checked addresses). */
  admittedDispatcher?: Dispatcher;
  timeoutMs?: number;
  maxBytes?: number;
  cacheBytes?: number;
}

/**
 * Fetches offer gallery images for the renderer. Only allowed hosts are ever requested (also for
 * redirects), never other schemes; an answer that is not 200, too big, late, or not decodable as an
 * image counts as missing. Good images are cached in memory by URL (LRU with a byte cap), so a
 * second render of the same offer makes no request; simultaneous fetches of one URL share a request.
 */
export class GalleryFetcher {
  /** Good images by URL; downloads under way are shared (agents rendering one offer at once: one request). */
  private readonly cache: LRUCache<string, Buffer, URL>;
  private readonly origins: Set<string>;
  private readonly hosts: Set<string>;

  constructor(private readonly options: GalleryOptions) {
    this.origins = new Set(options.origins.map((o) => new URL(o).origin));
    this.hosts = new Set(options.hosts.map((h) => h.toLowerCase()));
    this.cache = new LRUCache<string, Buffer, URL>({
      maxSize: options.cacheBytes ?? GALLERY_CACHE_BYTES,
      sizeCalculation: (bytes) => Math.max(1, bytes.length),
      // A missing or bad image answers undefined: not cached.
      fetchMethod: async (_key, _stale, { context: url }) => (await this.load(url)) ?? undefined,
    });
  }

  /** Whether a URL may be requested (http(s) on an allowed origin or host). */
  allows(url: URL): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    return this.origins.has(url.origin) || this.hosts.has(url.hostname.toLowerCase());
  }

  /** The image's bytes, or null when it is refused, unavailable or no image. */
  async fetch(raw: string): Promise<Buffer | null> {
    const url = httpUrl(raw);
    if (!url || url.username || url.password) return null;
    if (!this.allows(url) && !(await this.options.admit?.(url))) return null;
    return (await this.cache.fetch(url.href, { context: url })) ?? null;
  }

  private async load(url: URL): Promise<Buffer | null> {
    const bytes = await this.download(url);
    return bytes && (await isImage(bytes)) ? bytes : null;
  }

  /**
   * The gallery in order for the renderer (OfferRenderData.images): a missing image is an empty
   * buffer, which the renderer leaves out (the template uses the pictures that loaded).
   */
  async fetchAll(urls: readonly string[]): Promise<Buffer[]> {
    return Promise.all(urls.map(async (u) => (await this.fetch(u)) ?? Buffer.alloc(0)));
  }

  private async download(url: URL): Promise<Buffer | null> {
    const local = this.options.local?.(url);
    if (local) return local;
    try {
      const response = await fetchBounded(url.href, {
        timeoutMs: this.options.timeoutMs ?? GALLERY_TIMEOUT_MS,
        maxBytes: this.options.maxBytes ?? GALLERY_MAX_BYTES,
        allow: (target) => this.allows(target) || (!!this.options.admit && target.origin === url.origin),
        headers: { accept: 'image/*' },
        ...(this.allows(url) ? {} : { dispatcher: this.options.admittedDispatcher }),
      });
      return response.status === 200 ? response.body : null;
    } catch (error) {
      if (error instanceof BoundedFetchError) return null;
      throw error;
    }
  }
}

async function isImage(bytes: Buffer): Promise<boolean> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

import sharp from 'sharp';
import { ByteLru } from '../../../lib/byte-lru.js';
import { BoundedFetchError, fetchBounded, httpUrl } from './fetch-bounded.js';

/** Limits of one gallery image download (issue 16). */
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
  private readonly cache: ByteLru;
  /** Downloads under way by URL: agents rendering the same offer at once share one request. */
  private readonly pending = new Map<string, Promise<Buffer | null>>();
  private readonly origins: Set<string>;
  private readonly hosts: Set<string>;

  constructor(private readonly options: GalleryOptions) {
    this.origins = new Set(options.origins.map((o) => new URL(o).origin));
    this.hosts = new Set(options.hosts.map((h) => h.toLowerCase()));
    this.cache = new ByteLru(options.cacheBytes ?? GALLERY_CACHE_BYTES);
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
    if (!url || !this.allows(url)) return null;
    const key = url.href;
    const hit = this.cache.get(key);
    if (hit) return hit;
    let job = this.pending.get(key);
    if (!job) {
      job = this.load(url).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }

  private async load(url: URL): Promise<Buffer | null> {
    const bytes = await this.download(url);
    if (!bytes || !(await isImage(bytes))) return null;
    this.cache.set(url.href, bytes);
    return bytes;
  }

  /**
   * The gallery in order for the renderer (OfferRenderData.images): a missing image is an empty
   * buffer, which the renderer cannot decode and so draws as a grey box.
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
        allow: (target) => this.allows(target),
        headers: { accept: 'image/*' },
      });
      return response.status === 200 ? response.body : null;
    } catch (error) {
      if (error instanceof BoundedFetchError) return null;
      throw error;
    }
  }
}

async function isImage(bytes: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    return Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

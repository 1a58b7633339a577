import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { PictureWidth } from '../../lib/picture-url.js';
import { loadSharp } from '../../lib/sharp.js';

/** Bytes of resized pictures kept in memory (least recently used go first). */
export const RESIZED_CACHE_BYTES = 64 * 1024 * 1024;

export interface Resized {
  body: Buffer;
  etag: string;
}

/** A picture at most `width` wide (never enlarged), turned upright, as WebP (keeps transparency, small). */
async function resize(bytes: Buffer, width: PictureWidth): Promise<Resized | null> {
  const sharp = await loadSharp();
  try {
    const body = await sharp(bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  } catch {
    return null;
  }
}

interface Job {
  load: () => Promise<Buffer | null>;
  width: PictureWidth;
}

/**
 * Resized pictures by kind, URL and width. The originals stay in the fetcher's own cache (shared with the
 * renderer); simultaneous requests of one variant share the work.
 */
export class ResizedPictures {
  private readonly cache = new LRUCache<string, Resized, Job>({
    maxSize: RESIZED_CACHE_BYTES,
    sizeCalculation: (r) => Math.max(1, r.body.length),
    fetchMethod: async (_key, _stale, { context }) => {
      const bytes = await context.load();
      return (bytes && (await resize(bytes, context.width))) ?? undefined;
    },
  });

  async get(key: string, width: PictureWidth, load: () => Promise<Buffer | null>): Promise<Resized | null> {
    return (await this.cache.fetch(`${width} ${key}`, { context: { load, width } })) ?? null;
  }

  /** Whether a variant is held (tests: a second request is served from memory). */
  has(key: string, width: PictureWidth): boolean {
    return this.cache.has(`${width} ${key}`);
  }
}

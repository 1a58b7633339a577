import { createHash } from 'node:crypto';
import sharp from 'sharp';

/**
 * Bytes of slot pictures kept (least recently used go first). They are kept encoded — JPEG q92 when
 * opaque, PNG with transparency — because decoding one (≈ 4 ms at 1080×820) costs a tenth of scaling
 * the provider's picture again, and a thousand slots fit where twenty decoded ones would.
 */
export const SLOT_CACHE_BYTES = 48 * 1024 * 1024;

const cache = new Map<string, Promise<Buffer | null>>();
const sizes = new Map<string, number>();
let cachedBytes = 0;
/** Content hash per buffer: the gallery and template caches hand out the same Buffer again. */
const hashes = new WeakMap<Buffer, string>();

function contentHash(data: Buffer): string {
  let hash = hashes.get(data);
  if (!hash) {
    hash = createHash('sha1').update(data).digest('hex');
    hashes.set(data, hash);
  }
  return hash;
}

const roundedMask = (w: number, h: number, r: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" ry="${r}"/></svg>`,
  );

/**
 * A picture scaled by sharp to exactly its slot (cover crops, contain pads transparently), with round
 * corners when `radius` > 0; null when the bytes are no readable image.
 */
async function scale(data: Buffer, w: number, h: number, fit: 'cover' | 'contain', radius: number) {
  try {
    const scaled = sharp(data, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: w, height: h, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
    if (fit === 'cover' && radius === 0) return await scaled.removeAlpha().jpeg({ quality: 92 }).toBuffer();
    const transparent = await scaled.ensureAlpha().raw().toBuffer();
    const raw = { width: w, height: h, channels: 4 as const };
    return await sharp(transparent, { raw })
      .composite(radius > 0 ? [{ input: roundedMask(w, h, radius), blend: 'dest-in' }] : [])
      .png({ compressionLevel: 1 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** scale() through a byte-capped LRU keyed by content and slot: a warm render scales nothing. */
export function slotPicture(
  data: Buffer,
  w: number,
  h: number,
  fit: 'cover' | 'contain',
  radius: number,
): Promise<Buffer | null> {
  const key = `${contentHash(data)}:${w}x${h}:${fit}:${radius}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const job = scale(data, w, h, fit, radius);
  cache.set(key, job);
  void job.then((picture) => {
    if (cache.get(key) !== job) return;
    const bytes = picture?.length ?? 0;
    sizes.set(key, bytes);
    cachedBytes += bytes;
    for (const oldKey of cache.keys()) {
      if (cachedBytes <= SLOT_CACHE_BYTES) break;
      if (!sizes.has(oldKey)) continue; // still decoding
      cache.delete(oldKey);
      cachedBytes -= sizes.get(oldKey) ?? 0;
      sizes.delete(oldKey);
    }
  });
  return job;
}

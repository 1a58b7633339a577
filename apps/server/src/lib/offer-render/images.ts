import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Decoded pixels of a picture at its slot size, ready for sharp's composite. */
export interface SlotPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Bytes of slot pictures kept decoded (least recently used go first): ≈ 18 pictures of 1080×820 (RGB). */
export const SLOT_CACHE_BYTES = 48 * 1024 * 1024;

const cache = new Map<string, Promise<SlotPixels | null>>();
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
 * corners when `radius` > 0, as raw pixels; null when the bytes are no readable image.
 */
async function decode(data: Buffer, w: number, h: number, fit: 'cover' | 'contain', radius: number) {
  try {
    const scaled = sharp(data, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: w, height: h, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
    const transparent = fit === 'contain' || radius > 0;
    const pipeline = transparent ? scaled.ensureAlpha() : scaled.removeAlpha();
    const out = await pipeline.raw().toBuffer({ resolveWithObject: true });
    const channels = out.info.channels as 3 | 4;
    if (radius === 0) return { data: out.data, width: w, height: h, channels };
    const rounded = await sharp(out.data, { raw: { width: w, height: h, channels } })
      .composite([{ input: roundedMask(w, h, radius), blend: 'dest-in' }])
      .raw()
      .toBuffer();
    return { data: rounded, width: w, height: h, channels: 4 as const };
  } catch {
    return null;
  }
}

/** decode() through a byte-capped LRU keyed by content and slot: a warm render decodes nothing. */
export function slotPixels(
  data: Buffer,
  w: number,
  h: number,
  fit: 'cover' | 'contain',
  radius: number,
): Promise<SlotPixels | null> {
  const key = `${contentHash(data)}:${w}x${h}:${fit}:${radius}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const job = decode(data, w, h, fit, radius);
  cache.set(key, job);
  void job.then((pixels) => {
    if (cache.get(key) !== job) return;
    const bytes = pixels?.data.length ?? 0;
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

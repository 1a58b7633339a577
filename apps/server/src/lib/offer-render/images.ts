import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/**
 * Bytes of slot pictures kept (least recently used go first). They are kept encoded — JPEG q92 when
 * opaque, PNG with transparency — because decoding one (≈ 4 ms at 1080×820) costs a tenth of scaling
 * the provider's picture again, and a thousand slots fit where twenty decoded ones would.
 */
export const SLOT_CACHE_BYTES = 48 * 1024 * 1024;

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

interface SlotRequest {
  data: Buffer;
  w: number;
  h: number;
  fit: 'cover' | 'contain';
  radius: number;
}

/** Scaled pictures by content and slot; simultaneous requests for one slot share the work. */
const slots = new LRUCache<string, Buffer, SlotRequest>({
  maxSize: SLOT_CACHE_BYTES,
  sizeCalculation: (picture) => picture.length,
  // An unreadable picture answers undefined: not cached, the renderer draws its grey box.
  fetchMethod: async (_key, _stale, { context: r }) => (await scale(r.data, r.w, r.h, r.fit, r.radius)) ?? undefined,
});

/** scale() through the cache: a warm render scales nothing. null when the bytes are no readable image. */
export async function slotPicture(
  data: Buffer,
  w: number,
  h: number,
  fit: 'cover' | 'contain',
  radius: number,
): Promise<Buffer | null> {
  const key = `${contentHash(data)}:${w}x${h}:${fit}:${radius}`;
  return (await slots.fetch(key, { context: { data, w, h, fit, radius } })) ?? null;
}

import { GLASS_CAPTURE_MIN_SIDE, glassContainBox } from '@signage/shared';
import sharp from 'sharp';

/**
 * The comparison of a capture with the image it should show (docs/DECISIONS.md "Glass check").
 * The expected image is drawn into the capture's frame as the web player draws it (fitted 'contain' on black, at
 * the whole-pixel box of glassContainBox), both are greyscaled and lightly blurred (BLUR_SIGMA: evens out the
 * browser's and sharp's different resampling kernels and JPEG noise), and their absolute difference is averaged
 * over BLOCK×BLOCK pixel windows. The distance (0–255) is the largest window mean, taken at the best of the nine
 * whole-pixel shifts of ±1 px (a box the browser rounded the other way). A price digit at the capture's scale
 * (1/4: a 46 px digit is 11 px high) changes a few windows by far more than resampling does (bench/glass-distance.ts,
 * docs/BENCHMARKS.md "Glass check distances").
 */
export const BLUR_SIGMA = 0.7;
export const BLOCK = 3;
/** Largest whole-pixel shift tried in each direction. */
export const MAX_SHIFT = 1;
/** Distances up to this confirm; measured (BENCHMARKS.md): same image ≤ 20, one price digit changed ≥ 50. */
export const CONFIRM_MAX_DISTANCE = 32;
/** A capture whose mean luminance (0–255) is below this is black: nothing reached the glass. */
export const BLACK_MAX_LUMINANCE = 10;
/** Pixels a capture may have at most (the player sends 480 px on the long side: 480×270, at most 480×480). */
export const MAX_CAPTURE_PIXELS = 640 * 640;

export interface Decoded {
  width: number;
  height: number;
  format: 'png' | 'jpeg';
}

/** Decodes the capture (PNG or JPEG only): its size, or null when it is no such image. */
export async function decodeCapture(data: Buffer): Promise<Decoded | null> {
  try {
    const meta = await sharp(data, { limitInputPixels: MAX_CAPTURE_PIXELS }).metadata();
    if ((meta.format !== 'png' && meta.format !== 'jpeg') || !meta.width || !meta.height) return null;
    // metadata reads the header only: decode once so a truncated file is refused here too.
    await sharp(data, { limitInputPixels: MAX_CAPTURE_PIXELS }).raw().toBuffer();
    return { width: meta.width, height: meta.height, format: meta.format };
  } catch {
    return null;
  }
}

/** Whether a capture is large enough to tell a price digit (its long side at least GLASS_CAPTURE_MIN_SIDE). */
export const largeEnough = (frame: Decoded) => Math.max(frame.width, frame.height) >= GLASS_CAPTURE_MIN_SIDE;

/** Mean luminance 0–255 of an image (black behind transparency). */
export async function meanLuminance(data: Buffer): Promise<number> {
  const stats = await sharp(data).flatten({ background: '#000' }).greyscale().stats();
  return stats.channels[0]?.mean ?? 0;
}

/** The image as the player draws it into a frame of the capture's size: 'contain' on black, whole-pixel box. */
async function fitted(expected: Buffer, frame: Decoded): Promise<Buffer> {
  const meta = await sharp(expected).metadata();
  const box = glassContainBox(frame.width, frame.height, meta.width ?? 0, meta.height ?? 0);
  const black = { width: frame.width, height: frame.height, channels: 3 as const, background: '#000' };
  if (!box) return sharp({ create: black }).png().toBuffer();
  const picture = await sharp(expected)
    .flatten({ background: '#000' })
    .resize(box.width, box.height, { fit: 'fill' })
    .png()
    .toBuffer();
  return sharp({ create: black })
    .composite([{ input: picture, left: box.x, top: box.y }])
    .png()
    .toBuffer();
}

const grey = (image: Buffer) =>
  sharp(image).flatten({ background: '#000' }).greyscale().blur(BLUR_SIGMA).raw().toBuffer();

/**
 * The largest BLOCK×BLOCK window mean of |a(p) − b(p + shift)| over the pixels both cover, for one shift
 * (summed-area table of the difference: linear in the pixels).
 */
function largestWindow(a: Buffer, b: Buffer, width: number, height: number, sx: number, sy: number): number {
  const x0 = Math.max(0, -sx);
  const y0 = Math.max(0, -sy);
  const w = width - Math.abs(sx);
  const h = height - Math.abs(sy);
  if (w < BLOCK || h < BLOCK) return 255;
  const sums = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      const p = (y + y0) * width + x + x0;
      row += Math.abs((a[p] as number) - (b[p + sy * width + sx] as number));
      sums[(y + 1) * (w + 1) + x + 1] = (sums[y * (w + 1) + x + 1] as number) + row;
    }
  }
  let max = 0;
  for (let y = BLOCK; y <= h; y++) {
    for (let x = BLOCK; x <= w; x++) {
      const s =
        (sums[y * (w + 1) + x] as number) -
        (sums[(y - BLOCK) * (w + 1) + x] as number) -
        (sums[y * (w + 1) + x - BLOCK] as number) +
        (sums[(y - BLOCK) * (w + 1) + x - BLOCK] as number);
      if (s > max) max = s;
    }
  }
  return max / (BLOCK * BLOCK);
}

/** The distance (0–255) between a capture and the image it should show in a frame of the capture's size. */
export async function glassDistance(capture: Buffer, frame: Decoded, expected: Buffer): Promise<number> {
  const [a, b] = await Promise.all([grey(capture), fitted(expected, frame).then(grey)]);
  let best = 255;
  for (let sy = -MAX_SHIFT; sy <= MAX_SHIFT; sy++)
    for (let sx = -MAX_SHIFT; sx <= MAX_SHIFT; sx++)
      best = Math.min(best, largestWindow(a, b, frame.width, frame.height, sx, sy));
  return Math.round(best);
}

import sharp from 'sharp';

/**
 * The perceptual comparison of a capture with the image it should show (issue 39 point 6; docs/DECISIONS.md):
 * both are brought to the capture's frame (the expected image fitted 'contain' on black, as the player's CSS
 * does), greyscaled and shrunk to a grid GRID cells wide (each cell the mean of its pixels, which evens out JPEG
 * noise and the browser's resampling). The distance is the largest difference of one cell (0–255): a changed price
 * changes a few cells strongly, which a mean or a dHash over the whole picture hides (measured: DECISIONS.md).
 */
export const GRID = 64;
/** Distances up to this confirm; measured in glass.test.ts (same image ≤ 15, one changed price digit ≥ 77). */
export const CONFIRM_MAX_DISTANCE = 45;
/** A capture whose mean luminance (0–255) is below this is black: nothing reached the glass. */
export const BLACK_MAX_LUMINANCE = 10;
/** Pixels a capture may have at most (the player sends 128 px wide). */
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

/** Mean luminance 0–255 of an image (black behind transparency). */
export async function meanLuminance(data: Buffer): Promise<number> {
  const stats = await sharp(data).flatten({ background: '#000' }).greyscale().stats();
  return stats.channels[0]?.mean ?? 0;
}

async function cells(image: Buffer, frame: Decoded): Promise<Buffer> {
  const width = Math.min(GRID, frame.width);
  const height = Math.max(1, Math.round((width * frame.height) / frame.width));
  return sharp(image)
    .flatten({ background: '#000' })
    .greyscale()
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
}

/** The distance (0–255) between a capture and the image it should show in a frame of the capture's size. */
export async function glassDistance(capture: Buffer, frame: Decoded, expected: Buffer): Promise<number> {
  const fitted = await sharp(expected)
    .flatten({ background: '#000' })
    .resize(frame.width, frame.height, { fit: 'contain', background: '#000' })
    .png()
    .toBuffer();
  const [a, b] = await Promise.all([cells(capture, frame), cells(fitted, frame)]);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs((a[i] as number) - (b[i] as number)));
  return max;
}

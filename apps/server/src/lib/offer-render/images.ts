import sharp from 'sharp';

function resized(data: Buffer, w: number, h: number, fit: 'cover' | 'contain') {
  return sharp(data, { failOn: 'error', limitInputPixels: 100_000_000 })
    .rotate()
    .resize({ width: w, height: h, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } });
}

/**
 * An image scaled by sharp to exactly its slot (cover crops, contain pads transparently), as a data
 * URL for satori; null when the bytes are no readable image. Any format sharp reads is accepted.
 */
export async function slotImage(data: Buffer, w: number, h: number, fit: 'cover' | 'contain'): Promise<string | null> {
  try {
    const image = resized(data, w, h, fit);
    const out =
      fit === 'contain'
        ? await image.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer()
        : await image.jpeg({ quality: 88 }).toBuffer();
    return `data:image/${fit === 'contain' ? 'png' : 'jpeg'};base64,${out.toString('base64')}`;
  } catch {
    return null;
  }
}

import type { HotelImage } from '@signage/shared';

/** One picture of the gallery with all its resolutions, smallest first. */
export interface HotelPicture {
  id: string;
  typ: string;
  seq: number;
  variants: HotelImage[];
}

/** imageList has one entry per picture per resolution: grouped by meta.id, in gallery order (seq). */
export function groupPictures(images: readonly HotelImage[]): HotelPicture[] {
  const byId = new Map<string, HotelPicture>();
  for (const image of images) {
    const picture = byId.get(image.meta.id);
    if (picture) {
      picture.variants.push(image);
      picture.seq = Math.min(picture.seq, image.meta.seq);
    } else {
      byId.set(image.meta.id, { id: image.meta.id, typ: image.meta.typ, seq: image.meta.seq, variants: [image] });
    }
  }
  const pictures = [...byId.values()];
  for (const picture of pictures) picture.variants.sort((a, b) => a.meta.width - b.meta.width);
  return pictures.sort((a, b) => a.seq - b.seq || a.id.localeCompare(b.id));
}

/**
 * The resolution for a box: the smallest variant at least `boxWidth × devicePixelRatio` wide, the largest
 * one when none is that wide. `variants` smallest first (groupPictures).
 */
export function pickVariant(variants: readonly HotelImage[], boxWidth: number, devicePixelRatio = 1): HotelImage {
  if (variants.length === 0) throw new Error('picture without variants');
  const needed = boxWidth * devicePixelRatio;
  return variants.find((v) => v.meta.width >= needed) ?? (variants.at(-1) as HotelImage);
}

/** `srcset` of a picture ('url 320w, url 1280w'): the browser picks the resolution for `sizes`. */
export function srcSetOf(variants: readonly HotelImage[]): string {
  return variants.map((v) => `${v.url} ${v.meta.width}w`).join(', ');
}

/** The best resolution there is (the fullscreen viewer's and the overview's first choice). */
export const largestVariant = (picture: HotelPicture): HotelImage => picture.variants.at(-1) as HotelImage;

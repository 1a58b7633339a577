import type { HotelSummary } from '@signage/shared';
import { httpUrl } from '../../../lib/fetch-bounded.js';
import type { DirectoryHotel } from './schema.js';

/**
 * A URL of the directory's answer made absolute: relative ones are resolved against the base URL as a
 * folder (`img/1.jpg` → `{base}/img/1.jpg`, `/img/1.jpg` → the base's origin). Null when empty or not
 * http(s) (javascript:, data: … never reach the browser).
 */
export function absoluteUrl(raw: string, base: string): string | null {
  if (raw.trim() === '') return null;
  return httpUrl(raw.trim(), `${base}/`)?.href ?? null;
}

export function absoluteSummary<T extends HotelSummary>(summary: T, base: string): T {
  return { ...summary, thumb: summary.thumb === null ? null : absoluteUrl(summary.thumb, base) };
}

/** The hotel with absolute picture and link URLs; pictures and links without a usable URL are left out. */
export function absoluteHotel(hotel: DirectoryHotel, base: string): DirectoryHotel {
  return {
    ...absoluteSummary(hotel, base),
    imageList: hotel.imageList.flatMap((image) => {
      const url = absoluteUrl(image.url, base);
      return url ? [{ ...image, url }] : [];
    }),
    detail: {
      ...hotel.detail,
      urls: hotel.detail.urls.flatMap((link) => {
        const url = absoluteUrl(link.url, base);
        return url ? [{ ...link, url }] : [];
      }),
    },
  };
}

import { type HotelImage, type HotelRecord, hotelSearchText, normaliseHotelText } from '@signage/shared';
import type { hotelContent, hotels } from '../../db/schema.js';

/** The width the result list's picture should have at least (hotelSummary.thumb: ≈ 320 px). */
export const THUMB_WIDTH = 320;

/**
 * The result list's picture: of the gallery's first picture (lowest seq), the smallest resolution at least
 * THUMB_WIDTH wide, else its largest one; null without pictures.
 */
export function thumbOf(images: readonly HotelImage[]): string | null {
  if (images.length === 0) return null;
  const firstSeq = Math.min(...images.map((i) => i.meta.seq));
  const first = images.filter((i) => i.meta.seq === firstSeq);
  const firstId = first[0]?.meta.id;
  const sizes = first.filter((i) => i.meta.id === firstId).sort((a, b) => a.meta.width - b.meta.width);
  return (sizes.find((i) => i.meta.width >= THUMB_WIDTH) ?? sizes[sizes.length - 1])?.url ?? null;
}

/** Every provider with content, the main one first, each once. */
export function providersOf(record: Pick<HotelRecord, 'provider' | 'providers'>): string[] {
  return [...new Set([record.provider, ...(record.providers ?? [])].filter((p) => p !== ''))];
}

/** The hotels row of a validated import line (search texts and picture computed here, on write). */
export function hotelRow(record: HotelRecord, now: Date): typeof hotels.$inferInsert {
  const geo = record.latitude != null && record.longitude != null;
  return {
    gid: record.gid,
    name: record.name,
    provider: record.provider,
    providers: providersOf(record),
    countryCode: record.countryCode,
    country: record.country,
    region: record.region,
    city: record.city,
    stars: record.stars ?? null,
    latitude: geo ? record.latitude : null,
    longitude: geo ? record.longitude : null,
    hasClima: record.clima !== undefined,
    thumb: thumbOf(record.images),
    searchName: normaliseHotelText(record.name),
    search: hotelSearchText(record),
    updatedAt: now,
  };
}

/** The hotel_content row of a validated import line (what only the hotel page shows). */
export function hotelContentRow(record: HotelRecord): typeof hotelContent.$inferInsert {
  return {
    gid: record.gid,
    address: record.address ?? null,
    urls: record.urls,
    text: record.text,
    texts: record.texts,
    images: record.images,
    clima: record.clima ?? null,
  };
}

import { itemPlaysAt, type LoopPlace, NO_PLACE, type PlaylistDetail } from '@signage/shared';

/** The hours a screen at this location plays by: its location's, else none (always open). */
export function placeOfScreen(playlist: Pick<PlaylistDetail, 'loopPlaces'> | null, guidLocation: string | null) {
  const place = playlist?.loopPlaces.find((p) => p.guidLocation === guidLocation);
  return place ? { hours: place.hours, timeZone: place.timeZone } : NO_PLACE;
}

/**
 * The items whose schedule lets them play at the instant at this place (their active flag and from/till
 * window are checked by the playback itself, at the same instant).
 */
export function scheduledAt<T extends { schedule?: PlaylistDetail['items'][number]['schedule'] }>(
  items: readonly T[],
  place: LoopPlace,
  at: number,
): T[] {
  return items.filter((item) => !item.schedule || itemPlaysAt(item.schedule, place.hours, at, place.timeZone));
}

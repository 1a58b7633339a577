import type { PlayerItem } from '@signage/shared';
import { playbackMs } from '@signage/shared';
import { playsNow } from '../../../lib/playback/item-status';

/** A video that has not ended this long after its nominal length is skipped (stalled or broken). */
export const VIDEO_GRACE_MS = 10_000;

/**
 * The item after `current` that plays now (validity judged on the server's clock), in the answer's order: the
 * server lists a linked channel's items in place, so their own order numbers (which may equal the loop's) play
 * no part. An item that left the list is followed by the first one.
 */
export function nextItem(
  items: readonly PlayerItem[],
  currentGuid: string | null,
  now: number,
  isReady: (item: PlayerItem) => boolean,
): PlayerItem | null {
  const plays = (item: PlayerItem) => playsNow(item, now) && isReady(item);
  const from = currentGuid ? items.findIndex((i) => i.guid === currentGuid) : -1;
  for (let step = 1; step <= items.length; step += 1) {
    const candidate = items[(from + step) % items.length];
    if (plays(candidate)) return candidate;
  }
  return null;
}

/** Whether the item (as the latest loop lists it) may stay on screen at the instant of the server's clock. */
export function staysOn(
  items: readonly PlayerItem[],
  guid: string,
  now: number,
  isReady: (item: PlayerItem) => boolean,
): PlayerItem | null {
  const fresh = items.find((i) => i.guid === guid);
  return fresh && playsNow(fresh, now) && isReady(fresh) ? fresh : null;
}

/**
 * The local instant a showing counted from `countedFrom` ends: images and web pages after their duration, a
 * video at its end event, or (stalled) VIDEO_GRACE_MS after its nominal length.
 */
export function showingEnd(item: Pick<PlayerItem, 'type' | 'duration'>, countedFrom: number): number {
  const grace = item.type === 'VIDEO' ? VIDEO_GRACE_MS : 0;
  return countedFrom + playbackMs(item.type, item.duration) + grace;
}

/** The local instant the item's window ends (activeTill on the server's clock, inclusive), or null. */
export function windowEnd(item: Pick<PlayerItem, 'activeTill'>, clockOffset: number): number | null {
  return item.activeTill == null ? null : item.activeTill + 1 - clockOffset;
}

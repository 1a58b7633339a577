import { playbackMs } from '@signage/shared';
import { playsNow, type StatusItem } from './item-status';

/** SPEC §9: the preview checks every 1.5 s whether the current item has run its time. */
export const CHECK_INTERVAL_MS = 1500;

/** The items that play now, in play order (linked-playlist entries skipped, SPEC §4). */
export function playingItems<T extends StatusItem & { orderNr: number }>(items: readonly T[], now: number): T[] {
  return items.filter((item) => playsNow(item, now)).sort((a, b) => a.orderNr - b.orderNr);
}

/** Next (+1) or previous (-1) position in a loop of `count` items, wrapping around. */
export function stepIndex(index: number, count: number, direction: 1 | -1): number {
  if (count <= 0) return 0;
  return (((index + direction) % count) + count) % count;
}

/** Images and web items advance after their duration; videos only at their end (not by time). */
export function isDue(item: { type: string; duration: number }, startedAt: number, now: number): boolean {
  if (item.type === 'VIDEO') return false;
  return now - startedAt >= playbackMs(item.type, item.duration);
}

/** After the list changed: the position of the item that was showing, else the same position. */
export function keepPosition(guids: readonly string[], currentGuid: string | null, index: number): number {
  if (guids.length === 0) return 0;
  const found = currentGuid ? guids.indexOf(currentGuid) : -1;
  return found >= 0 ? found : Math.min(index, guids.length - 1);
}

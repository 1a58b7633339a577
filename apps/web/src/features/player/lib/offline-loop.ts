import type { PlayerItem } from '@signage/shared';
import { itemPlayState } from '../../../lib/playback/item-status';

/** A file the player keeps ready: an image or video of the loop (web items are pages, not files). */
export const isMediaItem = (item: PlayerItem) => item.type !== 'WEB' && !!item.localAbsoluteFileName;

/**
 * The files worth keeping for the loop at `now` (server clock): items whose window has ended are left out
 * (and their copies evicted), items that start later are kept. The loop itself judges
 * each showing with the same rule (playingItems), so an offline start plays only what is still due.
 */
export function mediaToKeep(items: readonly PlayerItem[], now: number): Array<{ url: string; size: number }> {
  const urls = new Map<string, number>();
  for (const item of items) {
    if (!isMediaItem(item)) continue;
    if (itemPlayState(item, now).kind === 'ended') continue;
    urls.set(item.localAbsoluteFileName as string, item.size);
  }
  return [...urls].map(([url, size]) => ({ url, size }));
}

import { playbackMs } from '@signage/shared';
import type { StatusItem } from '../../../lib/playback/item-status';
import { playingItems } from '../../../lib/playback/loop';

type LoopItem = StatusItem & { orderNr: number; duration: number };

/**
 * What a screen shows at `now`, estimated from the loop: the playing items one after the other from
 * the epoch (a real screen started at another moment, so this is a representative item, not a promise).
 */
export function currentItem<T extends LoopItem>(items: readonly T[], now: number): T | null {
  const playing = playingItems(items, now);
  const lengths = playing.map((item) => playbackMs(item.type, item.duration));
  const total = lengths.reduce((sum, ms) => sum + ms, 0);
  if (playing.length === 0) return null;
  if (total <= 0) return playing[0];
  let position = now % total;
  for (let i = 0; i < playing.length; i += 1) {
    if (position < lengths[i]) return playing[i];
    position -= lengths[i];
  }
  return playing[playing.length - 1];
}

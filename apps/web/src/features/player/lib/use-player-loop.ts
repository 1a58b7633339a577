import type { PlayerItem } from '@signage/shared';
import { playbackMs } from '@signage/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isDue, playingItems } from '../../../lib/playback/loop';

/** How often validity and durations are checked. */
export const TICK_MS = 500;
/** A video that has not ended this long after its nominal length is skipped (stalled or broken). */
const VIDEO_GRACE_MS = 10_000;

/** An item that was on screen: from `start` (server clock, epoch ms) for `seconds` (tenths). */
export interface ShownItem {
  item: PlayerItem;
  start: number;
  seconds: number;
}

/** Shorter showings (an item skipped at once, e.g. its file not ready) are not plays. */
const MIN_SHOWN_MS = 500;

export interface LoopState {
  item: PlayerItem | null;
  /** Changes with every showing, so the same video starts again. */
  round: number;
}

/** The item after `current` among those that play now (validity judged on the server's clock). */
export function nextItem(
  items: readonly PlayerItem[],
  currentGuid: string | null,
  now: number,
  isReady: (item: PlayerItem) => boolean,
) {
  const playing = playingItems(items, now).filter(isReady);
  if (playing.length === 0) return null;
  const ordered = [...items].sort((a, b) => a.orderNr - b.orderNr);
  const from = currentGuid ? ordered.findIndex((i) => i.guid === currentGuid) : -1;
  // The first playing item after the current one in play order (wrapping), even if the current one expired.
  for (let step = 1; step <= ordered.length; step += 1) {
    const candidate = ordered[(from + step + ordered.length) % ordered.length];
    if (playing.some((p) => p.guid === candidate.guid)) return candidate;
  }
  return playing[0];
}

/**
 * Plays the loop locally: every tick takes the loop at that instant (`itemsAt`, on the server's clock: the
 * schedule's items) and checks validity (activeFrom/activeTill) and the running item's time; images and
 * web pages advance after their duration, videos at their end. An item whose window ends is left at once;
 * items that begin join at the next change of item.
 */
export function usePlayerLoop(
  itemsAt: (serverNow: number) => readonly PlayerItem[],
  clockOffset: number,
  isReady: (item: PlayerItem) => boolean,
  onShown?: (shown: ShownItem) => void,
) {
  const [state, setState] = useState<LoopState>({ item: null, round: 0 });
  const startedAt = useRef(Date.now());
  const latest = useRef({ itemsAt, clockOffset, isReady, state, onShown });
  latest.current = { itemsAt, clockOffset, isReady, state, onShown };

  const advance = useCallback(() => {
    const { itemsAt: loopAt, clockOffset: offset, isReady: ready, state: current, onShown: shown } = latest.current;
    const now = Date.now() + offset;
    const shownMs = Date.now() - startedAt.current;
    if (current.item && shown && shownMs >= MIN_SHOWN_MS) {
      shown({ item: current.item, start: startedAt.current + offset, seconds: Math.round(shownMs / 100) / 10 });
    }
    const next = nextItem(loopAt(now), current.item?.guid ?? null, now, ready);
    startedAt.current = Date.now();
    setState((s) => (next === null && s.item === null ? s : { item: next, round: s.round + 1 }));
  }, []);

  const tickNow = useRef(() => {});
  useEffect(() => {
    const tick = () => {
      const { itemsAt: loopAt, clockOffset: offset, isReady: ready, state: current } = latest.current;
      const now = Date.now() + offset;
      const all = loopAt(now);
      const item = current.item;
      const stillPlays = item !== null && playingItems(all, now).some((p) => p.guid === item.guid && ready(p));
      if (!stillPlays) return advance();
      const fresh = all.find((p) => p.guid === item.guid) ?? item;
      const elapsed = Date.now() - startedAt.current;
      if (isDue(fresh, startedAt.current, Date.now())) return advance();
      if (fresh.type === 'VIDEO' && elapsed > playbackMs('VIDEO', fresh.duration) + VIDEO_GRACE_MS) advance();
    };
    tickNow.current = tick;
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [advance]);
  // A new answer (a push, a poll) is judged at once, not at the next tick: an item taken out leaves the screen now.
  useEffect(() => {
    latest.current.itemsAt = itemsAt;
    tickNow.current();
  }, [itemsAt]);

  return { ...state, advance };
}

import type { PlayerItem } from '@signage/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextItem, showingEnd, staysOn, windowEnd } from './loop-order';

/** How often the loop is checked for changes no timer names (a file loaded, a schedule boundary). */
export const TICK_MS = 500;

/** Longest timer a browser keeps (about 24.8 days); later instants are left to the tick. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A timer at a local instant, or none when it is too far ahead for a timer. */
function at(instant: number, run: () => void): ReturnType<typeof setTimeout> | undefined {
  const wait = Math.max(0, instant - Date.now());
  return wait > MAX_TIMER_MS ? undefined : setTimeout(run, wait);
}

/** An item that was on screen: from `start` (server clock, epoch ms) for `seconds` (tenths). */
export interface ShownItem {
  item: PlayerItem;
  start: number;
  seconds: number;
  /** What `onBegun` returned for this showing (0 seconds then: it was too short to count and is forgotten). */
  id?: string;
}

/** An item whose showing counts from now: from `start` (server clock, epoch ms), planned for `planned` seconds. */
export interface BegunItem {
  item: PlayerItem;
  start: number;
  planned: number;
}

/** Shorter showings (an item skipped at once, e.g. its file not ready) are not plays. */
const MIN_SHOWN_MS = 500;

export interface LoopState {
  item: PlayerItem | null;
  /** Changes with every showing, so the same video starts again. */
  round: number;
  /**
   * Local time the showing counts from: when it was put on screen, for a video its first painted frame
   * (null until then, so a black frame is never counted).
   */
  countedFrom: number | null;
  /** Local time it was put on screen. */
  shownAt: number;
  /** The id `onBegun` gave the showing once it counted. */
  playId?: string;
}

/**
 * Plays the loop locally. The item on screen ends by a timer at the exact end of its duration (a video at its
 * end, or stalled after a grace time), and leaves at once when a new loop (`itemsAt`, on the server's clock: the
 * schedule's items) no longer holds it or its window ends (a timer at activeTill, also offline); a tick picks up
 * what no timer names (files that became ready, schedule boundaries). Items that begin join at the next change.
 */
export function usePlayerLoop(
  itemsAt: (serverNow: number) => readonly PlayerItem[],
  clockOffset: number,
  isReady: (item: PlayerItem) => boolean,
  onShown?: (shown: ShownItem) => void,
  onBegun?: (begun: BegunItem) => string | undefined,
) {
  const [state, setState] = useState<LoopState>(() => ({
    item: null,
    round: 0,
    countedFrom: null,
    shownAt: Date.now(),
  }));
  // The state as last set (the timers and callbacks act on it before React renders it).
  const current = useRef(state);
  const latest = useRef({ itemsAt, clockOffset, isReady, onShown, onBegun });
  latest.current = { itemsAt, clockOffset, isReady, onShown, onBegun };

  /** The showing counts from `local`: told to `onBegun` (stored at once), its id kept for the end. */
  const begin = useCallback((item: PlayerItem, local: number) => {
    const { clockOffset: offset, onBegun: begun } = latest.current;
    return begun?.({ item, start: local + offset, planned: item.duration });
  }, []);

  const commit = useCallback((next: LoopState) => {
    current.current = next;
    setState(next);
  }, []);

  const advance = useCallback(() => {
    const { itemsAt: loopAt, clockOffset: offset, isReady: ready, onShown: shown } = latest.current;
    const was = current.current;
    const local = Date.now();
    const now = local + offset;
    if (was.item && shown && was.countedFrom !== null) {
      const long = local - was.countedFrom >= MIN_SHOWN_MS;
      const seconds = long ? Math.round((local - was.countedFrom) / 100) / 10 : 0;
      if (long || was.playId) shown({ item: was.item, start: was.countedFrom + offset, seconds, id: was.playId });
    }
    const next = nextItem(loopAt(now), was.item?.guid ?? null, now, ready);
    if (next === null && was.item === null) return;
    const counts = next !== null && next.type !== 'VIDEO';
    commit({
      item: next,
      round: was.round + 1,
      countedFrom: counts ? local : null,
      shownAt: local,
      playId: counts ? begin(next, local) : undefined,
    });
  }, [commit, begin]);

  /** The video on screen painted its first frame: its showing counts from now. */
  const started = useCallback(() => {
    const was = current.current;
    if (was.item?.type === 'VIDEO' && was.countedFrom === null) {
      const local = Date.now();
      commit({ ...was, countedFrom: local, playId: begin(was.item, local) });
    }
  }, [commit, begin]);

  // Leaves the item when the loop no longer holds it (taken out, window over, file gone); takes a new duration.
  const check = useCallback(() => {
    const { itemsAt: loopAt, clockOffset: offset, isReady: ready } = latest.current;
    const was = current.current;
    const now = Date.now() + offset;
    const fresh = was.item ? staysOn(loopAt(now), was.item.guid, now, ready) : null;
    if (!fresh) return advance();
    if (fresh.duration !== was.item?.duration || fresh.activeTill !== was.item.activeTill) {
      commit({ ...was, item: fresh });
    }
  }, [advance, commit]);

  useEffect(() => {
    check();
    const timer = setInterval(check, TICK_MS);
    return () => clearInterval(timer);
  }, [check]);
  // A new answer (a push, a poll) is judged at once, not at the next tick: an item taken out leaves the screen now.
  useEffect(() => {
    latest.current.itemsAt = itemsAt;
    check();
  }, [itemsAt, check]);

  // The exact end of the showing, and of the item's window (on the local clock).
  useEffect(() => {
    const { item, countedFrom, shownAt } = state;
    if (!item) return;
    const end = at(showingEnd(item, countedFrom ?? shownAt), advance);
    const till = windowEnd(item, clockOffset);
    const leave = till === null ? undefined : at(till, check);
    return () => {
      clearTimeout(end);
      clearTimeout(leave);
    };
  }, [state, clockOffset, advance, check]);

  return { item: state.item, round: state.round, start: state.shownAt, advance, started };
}

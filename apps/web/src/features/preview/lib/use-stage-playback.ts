import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StatusItem } from '../../../lib/playback/item-status';
import { CHECK_INTERVAL_MS, isDue, keepPosition, playingItems, stepIndex } from '../../../lib/playback/loop';

type Playable = StatusItem & { guid: string; orderNr: number; duration: number };

/**
 * SPEC §4 preview playback: loops through the items that play now (linked playlists skipped); images
 * and web items advance after their duration (checked every 1.5 s), videos at their end; previous
 * steps back. `round` changes on every step so a single looping video restarts. `at`: the moment whose
 * validity windows count ('Vorschau für …'); without it now.
 */
export function useStagePlayback<T extends Playable>(items: readonly T[], at?: number) {
  const list = useMemo(() => playingItems(items, at ?? Date.now()), [items, at]);
  const guids = useMemo(() => list.map((item) => item.guid), [list]);
  const [state, setState] = useState<{ guid: string | null; index: number; round: number }>({
    guid: null,
    index: 0,
    round: 0,
  });
  const startedAt = useRef(Date.now());
  const index = keepPosition(guids, state.guid, state.index);
  const item = list[index] ?? null;

  const go = useCallback(
    (direction: 1 | -1) => {
      startedAt.current = Date.now();
      setState((s) => {
        const from = keepPosition(guids, s.guid, s.index);
        const next = stepIndex(from, guids.length, direction);
        return { guid: guids[next] ?? null, index: next, round: s.round + 1 };
      });
    },
    [guids],
  );

  const jumpTo = useCallback(
    (guid: string) => {
      const at = guids.indexOf(guid);
      if (at < 0) return;
      startedAt.current = Date.now();
      setState((s) => ({ guid, index: at, round: s.round + 1 }));
    },
    [guids],
  );

  useEffect(() => {
    if (!item) return;
    const timer = setInterval(() => {
      if (isDue(item, startedAt.current, Date.now())) go(1);
    }, CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [item, go]);

  return {
    list,
    index,
    item,
    round: state.round,
    next: () => go(1),
    previous: () => go(-1),
    jumpTo,
    onVideoEnded: () => go(1),
  };
}

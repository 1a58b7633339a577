import type { PlayerItem } from '@signage/shared';
import { useCallback, useEffect, useReducer } from 'react';
import { browserClock, type TimerClock, watchChanges } from './change-timer';
import { itemsAt, powerAt, type ScheduledAnswer } from './schedule';

const NOTHING: readonly PlayerItem[] = [];

export interface ScreenSchedule {
  /** false: the screen is outside its on-time (black, nothing plays). */
  on: boolean;
  /** The loop at an instant of the server's clock (nothing while the screen is off). */
  itemsAt: (serverNow: number) => readonly PlayerItem[];
}

/**
 * The answer's schedule on the clock: re-renders when the screen's power changes (at the instant the
 * answer names, also without a poll), and gives the loop its items at each instant.
 */
export function useScreenSchedule(
  answer: ScheduledAnswer | null,
  clockOffset: number,
  clock: TimerClock = browserClock,
): ScreenSchedule {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      watchChanges(
        clock,
        (now) => {
          const until = powerAt(answer, now + clockOffset).until;
          return until === null ? null : until - clockOffset;
        },
        changed,
      ),
    [answer, clockOffset, clock],
  );
  const on = powerAt(answer, clock.now() + clockOffset).on;
  const loopAt = useCallback((serverNow: number) => (on ? itemsAt(answer, serverNow) : NOTHING), [answer, on]);
  return { on, itemsAt: loopAt };
}

import type { PlayerAnnouncement } from '@signage/shared';
import { useEffect, useReducer } from 'react';
import { announcementAt, nextAnnouncementChange } from './announcement';
import { browserClock, type TimerClock, watchChanges } from './change-timer';

/** The announcement showing now; re-renders at its start and end (the instants the answer names). */
export function useAnnouncement(
  answer: { announcement?: unknown } | null,
  clockOffset: number,
  clock: TimerClock = browserClock,
): PlayerAnnouncement | null {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      watchChanges(
        clock,
        (now) => {
          const next = nextAnnouncementChange(answer, now + clockOffset);
          return next === null ? null : next - clockOffset;
        },
        changed,
      ),
    [answer, clockOffset, clock],
  );
  return announcementAt(answer, clock.now() + clockOffset);
}

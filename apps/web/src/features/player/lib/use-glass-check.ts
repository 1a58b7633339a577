import type { PlayerItem } from '@signage/shared';
import { type RefObject, useEffect, useRef } from 'react';
import { drawGlass, GlassChecker, sendGlass, storedSentDays, whenPainted } from './glass-check';

/** How often a check that is still due (a failed send, an open request) is tried again while the item shows. */
const AGAIN_MS = 15_000;

/**
 * Verified on the glass: checks the image item on screen once per day, and answers `requestId` (the poll answer's
 * device.glassRequest) with the item on screen now. Best effort; the loop never waits for it.
 */
export function useGlassCheck(
  deviceGuid: string,
  shown: { item: PlayerItem; start: number } | null,
  requestId: string | undefined,
  clockOffset: number,
  root: RefObject<HTMLElement | null>,
) {
  const checker = useRef<GlassChecker | null>(null);
  const device = useRef('');
  if (!checker.current || device.current !== deviceGuid) {
    device.current = deviceGuid;
    checker.current = new GlassChecker({
      sent: storedSentDays(deviceGuid),
      capture: async () => {
        const box = root.current;
        if (!box) return null;
        await whenPainted(box);
        return drawGlass(box);
      },
      send: (body) => sendGlass(deviceGuid, body),
    });
  }
  const latest = useRef({ shown, requestId, clockOffset });
  latest.current = { shown, requestId, clockOffset };

  const guid = shown?.item.guid;
  const start = shown?.start;
  useEffect(() => {
    // A new item on screen, a new showing or a new request: check at once, then again while it is due.
    if (guid === undefined || start === undefined) return;
    if (requestId) latest.current.requestId = requestId;
    const run = () => {
      const { shown: now, requestId: asked, clockOffset: offset } = latest.current;
      if (!now) return;
      const work = checker.current;
      if (!work) return;
      void (async () => {
        if (asked) await work.check(now.item, Date.now() + offset, asked);
        await work.check(now.item, now.start);
      })();
    };
    run();
    const timer = setInterval(run, AGAIN_MS);
    return () => clearInterval(timer);
  }, [guid, start, requestId]);
}

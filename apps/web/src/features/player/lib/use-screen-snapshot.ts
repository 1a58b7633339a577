import { type RefObject, useEffect, useRef } from 'react';
import { captureScreen, sendCapture } from './screen-snapshot';

/**
 * Answers each picture request of the poll answer once (the answer keeps carrying it until the server has the
 * picture and the next poll brings the answer without it). Best effort: a failed send is not retried; the staff
 * can ask again.
 */
export function useScreenSnapshot(
  deviceGuid: string,
  requestId: string | undefined,
  root: RefObject<HTMLElement | null>,
) {
  const answered = useRef(new Set<string>());
  useEffect(() => {
    if (!requestId || answered.current.has(requestId)) return;
    answered.current.add(requestId);
    void captureScreen(root.current)
      .then((capture) => sendCapture(deviceGuid, requestId, capture))
      .catch(() => undefined);
  }, [deviceGuid, requestId, root]);
}

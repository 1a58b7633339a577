import { useCallback, useRef } from 'react';

/** A callback with a stable identity that always calls the latest function (keeps memoised children quiet). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  latest.current = fn;
  return useCallback((...args: A) => latest.current(...args), []);
}

import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` first became true and a transition rendered the content: a large first render
 * then runs time-sliced instead of in one long task. Later updates render normally.
 */
export function useMountedInTransition(ready: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (ready && !mounted) startTransition(() => setMounted(true));
  }, [ready, mounted]);
  return mounted && ready;
}

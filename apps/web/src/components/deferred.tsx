import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a lazily loaded part (a dialog, a menu, the error snackbar) from the first time it is wanted and keeps
 * it mounted afterwards, so that its closing still animates. Until then neither it nor its code is loaded: the
 * login page does not carry the code of dialogs that are closed.
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(when);
  // Derived state: set during render, React re-renders at once without committing the old output.
  if (when && !wanted) setWanted(true);
  return when || wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

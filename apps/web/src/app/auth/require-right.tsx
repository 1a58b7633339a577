import type { ReactNode } from 'react';
import { NoPermission } from '../../components/no-permission';
import { useRight } from '../../hooks/use-credentials';

/** Pages check their right and explain when it is missing. */
export function RequireRight({ right, children }: { right?: string; children: ReactNode }) {
  const allowed = useRight(right ?? '');
  if (right && !allowed) return <NoPermission />;
  return <>{children}</>;
}

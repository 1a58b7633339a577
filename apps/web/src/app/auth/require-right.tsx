import { lazy, type ReactNode } from 'react';
import { useRight } from '../../hooks/use-credentials';

// MUI's parts come with the first refusal, not with the route table in the entry.
const NoPermission = lazy(() => import('../../components/no-permission').then((m) => ({ default: m.NoPermission })));

/** Pages check their right and explain when it is missing. */
export function RequireRight({ right, children }: { right?: string; children: ReactNode }) {
  const allowed = useRight(right ?? '');
  if (right && !allowed) return <NoPermission />;
  return <>{children}</>;
}

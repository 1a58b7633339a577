import { useQuery } from '@tanstack/react-query';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQueryOptions } from '../../api/auth/me';
import { LoadingState } from '../../components/loading-state';
import { useCredentials } from '../../hooks/use-credentials';

// The error with its retry button (MUI's Alert and Button) loads only when /v1/user/me failed, with MUI's theme:
// RequireAuth sits outside the themed layout, as the shell and /Dashboard/Main need no MUI.
const ErrorState = lazy(() =>
  Promise.all([import('../../components/query-state'), import('../../components/themed')]).then(
    ([{ ErrorState: State }, { Themed }]) => ({
      default: (props: ComponentProps<typeof State>) => (
        <Themed>
          <State {...props} />
        </Themed>
      ),
    }),
  ),
);

/**
 * Protected routes: to /login when not signed in; until /v1/user/me is known (SessionSync stores
 * it) a loading state, and its error with a retry.
 */
export function RequireAuth() {
  const { authorized, data } = useCredentials();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: authorized && !data });

  if (!authorized) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (data) return <Outlet />;
  if (me.isError) {
    return (
      <Suspense fallback={<LoadingState />}>
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
      </Suspense>
    );
  }
  return <LoadingState />;
}

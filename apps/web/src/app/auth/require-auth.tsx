import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { meQueryOptions } from '../../api/auth/me';
import { ErrorState, LoadingState } from '../../components/query-state';
import { useCredentials } from '../../hooks/use-credentials';

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
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  return <LoadingState />;
}

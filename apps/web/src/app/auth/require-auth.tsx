import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState, LoadingState } from '../../components/query-state';
import { useCredentials } from '../../hooks/use-credentials';
import { credentials } from '../../lib/credentials';
import { meQueryOptions } from '../../lib/me-query';

/**
 * Protected routes: to /login when not signed in. Loads /v1/user/me (also after a reload or a
 * token from the URL) and keeps the rights in the stored credentials.
 */
export function RequireAuth() {
  const { authorized, data } = useCredentials();
  const location = useLocation();
  const me = useQuery({ ...meQueryOptions(), enabled: authorized });

  useEffect(() => {
    if (me.data) credentials.setData(me.data);
  }, [me.data]);

  if (!authorized) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (data) return <Outlet />;
  if (me.isError) return <ErrorState error={me.error} onRetry={() => void me.refetch()} />;
  return <LoadingState />;
}

import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { credentials } from '../../lib/credentials';
import { isPublicPath } from '../router/route-table';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string } };
}

/** On 401 the app clears the credentials and goes to /login (public pages stay where they are). */
export function handleUnauthorized(queryClient: QueryClient, router: Navigator) {
  setUnauthorizedHandler(() => {
    credentials.clear();
    queryClient.removeQueries({ queryKey: ['user'] });
    const path = router.state.location.pathname;
    if (path.toLowerCase() !== '/login' && !isPublicPath(path)) void router.navigate('/login', { replace: true });
  });
}

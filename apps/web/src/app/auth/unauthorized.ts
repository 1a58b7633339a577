import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { credentials } from '../../lib/credentials';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
  state: { location: { pathname: string } };
}

/** On 401 the app clears the credentials and goes to /login. */
export function handleUnauthorized(queryClient: QueryClient, router: Navigator) {
  setUnauthorizedHandler(() => {
    credentials.clear();
    queryClient.removeQueries({ queryKey: ['user'] });
    if (router.state.location.pathname.toLowerCase() !== '/login') void router.navigate('/login', { replace: true });
  });
}

import { type ReactElement, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { meQueryOptions } from '../api/auth/me';
import { BusyIndicator } from '../components/busy-indicator';
import { credentials } from '../lib/credentials';
import { LinkLoginSlot } from './auth/link-login-slot';
import { SessionSync } from './auth/session-sync';
import { handleUnauthorized } from './auth/unauthorized';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/router';
import { preloadStartPage } from './router/start-pages';

/**
 * Builds the app; call after the start URL is normalised (the router reads it once). A signed-in start asks for
 * /v1/user/me at once, while the page's chunks and the translations load, not after the first render (no request
 * waterfall before the dashboard shows). Returns what to render.
 */
export function bootstrapApp(): () => ReactElement {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  handleUnauthorized(queryClient, router);
  if (credentials.token()) void queryClient.prefetchQuery(meQueryOptions());
  // A sign-in on the login page: the dashboard's chunks (layout, texts, shell, page) load while /v1/user/me is
  // asked, not after it answered and the router moved on.
  let signedIn = credentials.get().authorized;
  credentials.subscribe(() => {
    const now = credentials.get().authorized;
    if (now && !signedIn) preloadStartPage('/Dashboard/Main');
    signedIn = now;
  });
  return () => (
    <Providers queryClient={queryClient}>
      <SessionSync />
      <LinkLoginSlot />
      <Suspense fallback={<BusyIndicator force />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}

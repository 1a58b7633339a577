import { type ReactElement, Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { BusyIndicator } from '../components/busy-indicator';
import { LinkLoginSlot } from './auth/link-login-slot';
import { SessionSync } from './auth/session-sync';
import { handleUnauthorized } from './auth/unauthorized';
import { Providers } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router/router';

/** Builds the app; call after the start URL is normalised (the router reads it once). */
export function bootstrapApp(): ReactElement {
  const queryClient = createQueryClient();
  const router = createAppRouter();
  handleUnauthorized(queryClient, router);
  return (
    <Providers queryClient={queryClient}>
      <SessionSync />
      <LinkLoginSlot />
      <Suspense fallback={<BusyIndicator force />}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  );
}

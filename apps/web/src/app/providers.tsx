import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusyIndicator } from '../components/busy-indicator';
import { ErrorSnackbarSlot } from '../components/error-snackbar-slot';

/** No MUI here: the theme comes with the pages behind the login (ThemedLayout) and with each deferred part. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BusyIndicator />
      {children}
      <ErrorSnackbarSlot />
    </QueryClientProvider>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusyIndicator } from '../components/busy-indicator';
import { ErrorSnackbarSlot } from '../components/error-snackbar-slot';
import { theme } from './theme';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BusyIndicator />
        {children}
        <ErrorSnackbarSlot />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

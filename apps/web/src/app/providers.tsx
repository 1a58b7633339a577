import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BusyIndicator } from '../components/busy-indicator';
import { ErrorSnackbar } from '../components/error-snackbar';
import { DateLocalization } from './date-localization';
import { theme } from './theme';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <DateLocalization>
          <BusyIndicator />
          {children}
          <ErrorSnackbar />
        </DateLocalization>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

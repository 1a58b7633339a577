import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from '../lib/theme';

/**
 * The app's MUI theme around a part that is loaded on its own (dialogs, menus, the error snackbar, the themed
 * layout): the entry and the login page carry no MUI (issue 18), so the theme comes with the first part that uses it.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

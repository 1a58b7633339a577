import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { englishTheme, germanTheme } from '../lib/localized-theme';

/**
 * The app's MUI theme around a part that is loaded on its own (dialogs, menus, the error snackbar, the themed
 * layout): the entry and the login page carry no MUI, so the theme comes with the first part that uses it. MUI's own
 * texts follow the chosen language (German by default).
 */
export function Themed({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <ThemeProvider theme={i18n.resolvedLanguage === 'en' ? englishTheme : germanTheme}>{children}</ThemeProvider>;
}

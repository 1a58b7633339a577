import { deDE, enUS } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import { theme } from './theme';

/** The theme with MUI's own texts (Autocomplete 'Leeren', 'Keine Optionen', pagination …) in the UI's language. */
export const germanTheme = createTheme(theme, deDE);
export const englishTheme = createTheme(theme, enUS);

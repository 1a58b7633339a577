import { createTheme } from '@mui/material/styles';

const systemFonts = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

/** No web fonts: the system font stack (nothing is fetched from a CDN). */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b5394' },
    /*
     * WCAG 1.4.3: MUI's default warning #ed6c02 (3.1:1), info #0288d1 (3.9:1) and the brand orange #e07a1b (3.0:1) are
     * too light for text; these darker shades reach ≥ 5:1 on white and on the page background, also as white text on a
     * filled button or chip.
     */
    secondary: { main: '#ad4e00' },
    warning: { main: '#a84c00' },
    info: { main: '#0369a1' },
    background: { default: '#f4f6f9' },
  },
  typography: { fontFamily: systemFonts },
  shape: { borderRadius: 6 },
  components: {
    // A disabled field's helper text still says something (e.g. why the own role cannot change): readable grey.
    MuiFormHelperText: {
      styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
    // MUI marks a focused sort header only by a slightly greyer text: a clear ring for keyboard users (WCAG 2.4.7).
    MuiTableSortLabel: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: 4,
          '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
  },
});

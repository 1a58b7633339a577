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
    secondary: { main: '#e07a1b' },
    background: { default: '#f4f6f9' },
  },
  typography: { fontFamily: systemFonts },
  shape: { borderRadius: 6 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
  },
});

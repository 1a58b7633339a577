import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BUILD_DATE, BUILD_VERSION } from '@signage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';

/** The centred card of the login page with the product name and the version line. */
export function LoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b2545 0%, #0b5394 60%, #1b98e0 100%)',
      }}
    >
      <Box sx={{ position: 'fixed', top: 8, right: 8, color: '#fff' }}>
        <LanguageSwitch />
      </Box>
      <Paper component="main" elevation={6} sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1 }}>
          {t('app.name')}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ mb: 3 }}>
          {t('login.title')}
        </Typography>
        {children}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 3 }} data-testid="version">
          {t('login.version', { version: BUILD_VERSION, date: BUILD_DATE })}
        </Typography>
      </Paper>
    </Box>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { CenteredMessage } from './centered-message';

export function NotFoundPage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <CenteredMessage title={t('notFound.title')} testId="not-found" fullScreen={fullScreen}>
      <Typography variant="h2" component="p" color="text.secondary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography sx={{ my: 2, wordBreak: 'break-all' }}>{t('notFound.text', { path: pathname })}</Typography>
      <Button variant="contained" component={RouterLink} to="/">
        {t('notFound.home')}
      </Button>
    </CenteredMessage>
  );
}

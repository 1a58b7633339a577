import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { CenteredMessage } from '../../components/centered-message';

/** A page chunk that failed to load (e.g. after an update) or a render error: German text and reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <CenteredMessage title={t('errors.unknown')} testId="route-error" fullScreen>
      <Typography sx={{ mb: 1 }}>{t('errors.chunk')}</Typography>
      {detail ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-word' }}>
          {detail}
        </Typography>
      ) : null}
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </CenteredMessage>
  );
}

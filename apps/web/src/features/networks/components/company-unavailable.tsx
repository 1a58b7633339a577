import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { NoPermission } from '../../../components/no-permission';
import { ErrorState } from '../../../components/query-state';
import { isApiError } from '../../../lib/api-error';

/**
 * A network or location that cannot be opened: 404 (it does not exist, or — for networks the user may
 * not see — must look as if it did not), 403 (visible but not to be opened), or another failure.
 */
export function CompanyUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  if (status === 403) return <NoPermission />;
  if (status === 404 || status === 400) {
    return (
      <CenteredMessage
        title={t('networks.notFound.title')}
        testId="company-not-found"
        icon={<SearchOffIcon color="disabled" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
      >
        <Typography sx={{ mb: 2 }}>{t('networks.notFound.text')}</Typography>
        <Button variant="contained" component={RouterLink} to="/Dashboard/Netzwerke">
          {t('networks.notFound.back')}
        </Button>
      </CenteredMessage>
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}

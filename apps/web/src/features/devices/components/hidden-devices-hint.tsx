import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Above the device list without 'Alle anzeigen' (SPEC §4 filter): what the filter hides, with the switch to show
 * it ('5 zugeordnete Geräte ausgeblendet – Alle anzeigen'), and what the filter lists.
 */
export function HiddenDevicesHint({ hidden, onShowAll }: { hidden: number; onShowAll: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="devices-hidden-hint">
      {hidden > 0 ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="devices-hidden">
          {t('devices.hidden', { count: hidden })} –{' '}
          <Link
            component="button"
            variant="body2"
            onClick={onShowAll}
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
          >
            {t('devices.showAll')}
          </Link>
        </Typography>
      ) : null}
      {t('devices.hintNotAll')}
    </Alert>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFER_CHECK_CONFIG_NAME } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '../../../api/system/list-system-config';
import { QueryStatus } from '../../../components/query-state';
import { ConfigEntryForm } from './config-entry-form';
import { OfferCheckForm } from './offer-check-form';

/**
 * SPEC §3 system config: the offer check as a form, every other entry (name, data as JSON text) editable, and a new
 * one.
 */
export function ConfigTab() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  const offerCheck = config.data?.find((entry) => entry.name === OFFER_CHECK_CONFIG_NAME);
  const others = config.data?.filter((entry) => entry.name !== OFFER_CHECK_CONFIG_NAME);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('system.config.hint')}
      </Typography>
      <QueryStatus query={config} />
      {config.data ? (
        <OfferCheckForm key={`offer-check-${offerCheck?.changed ?? 0}`} data={offerCheck?.data ?? null} />
      ) : null}
      {others?.length === 0 ? <Typography color="text.secondary">{t('common.empty')}</Typography> : null}
      {others?.map((entry) => (
        <ConfigEntryForm
          key={`${entry.name}-${entry.changed}`}
          name={entry.name}
          data={entry.data}
          changed={entry.changed}
        />
      ))}
      <Typography variant="subtitle1" component="h2">
        {t('system.config.newTitle')}
      </Typography>
      <ConfigEntryForm name={null} data="{}" />
    </Stack>
  );
}

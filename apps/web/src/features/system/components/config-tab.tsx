import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSystemConfig } from '../../../api/system/list-system-config';
import { QueryStatus } from '../../../components/query-state';
import { ConfigEntryForm } from './config-entry-form';

/** SPEC §3 system config: every entry (name, data as JSON text) editable, and a new one. */
export function ConfigTab() {
  const { t } = useTranslation();
  const config = useSystemConfig();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t('system.config.hint')}
      </Typography>
      <QueryStatus query={config} />
      {config.data?.length === 0 ? <Typography color="text.secondary">{t('common.empty')}</Typography> : null}
      {config.data?.map((entry) => (
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

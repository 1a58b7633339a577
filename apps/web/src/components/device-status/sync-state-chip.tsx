import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Whether the screen last received the current loop ('aktuell') or not yet ('ausstehend'). */
export function SyncStateChip({ state }: { state: 'aktuell' | 'ausstehend' }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === 'aktuell' ? 'success' : 'warning'}
      label={t(`devices.sync.${state}`)}
      title={t(`devices.sync.${state}Hint`)}
      data-testid="sync-state"
    />
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** SPEC §4: a busy indicator during every call, hidden on completion. */
export function BusyIndicator({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy && !force) return null;
  return (
    <LinearProgress
      aria-label={t('app.busy')}
      data-testid="busy-indicator"
      color="secondary"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}

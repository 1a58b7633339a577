import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §4: a busy indicator during every call, hidden on completion. A bar drawn by the CSS in index.html
 * (`.busy-bar`), not MUI's LinearProgress: it shows on the login page, which loads no MUI.
 */
export function BusyIndicator({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  if (!busy && !force) return null;
  return <div className="busy-bar" role="progressbar" aria-label={t('app.busy')} data-testid="busy-indicator" />;
}

import { useTranslation } from 'react-i18next';

/**
 * A page or panel loading: a spinner drawn by the CSS in index.html (`.spinner`), no MUI, so the login page can
 * show it without loading MUI.
 */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" role="progressbar" aria-label={label ?? t('app.loading')} />
    </div>
  );
}

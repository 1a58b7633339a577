import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page chunk that failed to load (e.g. after an update) or a render error: German text and reload. Plain elements
 * styled by index.html, no MUI: it must show even when no further chunk can be loaded.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="plain-message" data-testid="route-error">
      <main className="plain-card">
        <h1 className="plain-title">{t('errors.unknown')}</h1>
        <p>{t('errors.chunk')}</p>
        {detail ? <p className="plain-detail">{detail}</p> : null}
        <button type="button" className="login-submit" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </main>
    </div>
  );
}

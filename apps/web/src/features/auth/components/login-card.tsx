import { BUILD_DATE, BUILD_VERSION } from '@signage/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';

/**
 * The centred card of the login page with the product name and the version line. Plain elements styled by the CSS in
 * index.html (`.login-*`): the login page loads no MUI, and the same CSS draws it before any script ran.
 */
export function LoginCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login-page">
      <div className="login-language">
        <LanguageSwitch />
      </div>
      <main className="login-card">
        <p className="login-overline">{t('app.name')}</p>
        <h1 className="login-title">{t('login.title')}</h1>
        {children}
        <p className="login-version" data-testid="version">
          {t('login.version', { version: BUILD_VERSION, date: BUILD_DATE })}
        </p>
      </main>
    </div>
  );
}

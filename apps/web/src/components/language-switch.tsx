import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n';
import { Deferred } from './deferred';
import { PlainIcon } from './plain-icon';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

// Material icon 'Translate'.
const TRANSLATE =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';

/**
 * Language choice, remembered in localStorage. A plain button styled by index.html (`.text-button`, in the colour
 * around it): it is on the login page, which loads no MUI; the menu (MUI) loads when first opened.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? 'de') as Language;

  const choose = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <button
        type="button"
        className="text-button"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
      >
        <PlainIcon path={TRANSLATE} />
        {t(`languageNames.${current}`)}
      </button>
      <Deferred when={anchor !== null}>
        <LanguageMenu anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
      </Deferred>
    </>
  );
}

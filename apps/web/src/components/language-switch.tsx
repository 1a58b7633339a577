import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, type Language } from '../i18n';
import { Deferred } from './deferred';

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/** Language choice, remembered in localStorage. */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = (i18n.resolvedLanguage ?? 'de') as Language;

  const choose = (language: Language) => {
    setAnchor(null);
    void changeLanguage(language);
  };

  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('language.label')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="language-switch"
      >
        {t(`languageNames.${current}`)}
      </Button>
      <Deferred when={anchor !== null}>
        <LanguageMenu anchor={anchor} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
      </Deferred>
    </>
  );
}

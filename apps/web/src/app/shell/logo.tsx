import { useTranslation } from 'react-i18next';

/** Inline SVG logo (no external assets). */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="5" width="28" height="18" rx="2" fill="#ffffff" />
      <rect x="5" y="8" width="22" height="12" fill="#1b98e0" />
      <path d="M5 20l7-7 5 5 3-3 7 5z" fill="#ffe08a" />
      <rect x="13" y="23" width="6" height="3" fill="#ffffff" />
      <rect x="9" y="26" width="14" height="2" rx="1" fill="#ffffff" />
    </svg>
  );
}

/** Mark and name (the name from 600 px up); plain elements styled by index.html. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="shell-logo-inner">
      <LogoMark />
      <span className="shell-name">{t('app.name')}</span>
    </span>
  );
}

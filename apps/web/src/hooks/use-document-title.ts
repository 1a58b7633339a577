import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * WCAG 2.4.2: the browser tab names the page — 'Netzwerk Sonnenschein – Stammdaten · Digital-Signage-Plattform'.
 * Parts left empty (data still loading) are skipped; on unmount the plain product name comes back, so a page that
 * sets no title never shows the one before it.
 */
export function useDocumentTitle(...parts: ReadonlyArray<string | null | undefined>): void {
  const { t } = useTranslation();
  const product = t('app.name');
  const page = parts.filter((part): part is string => Boolean(part?.trim())).join(' – ');
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
    return () => {
      document.title = product;
    };
  }, [page, product]);
}

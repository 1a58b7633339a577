import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from './pages';
import type { PlaceholderKey } from './route-table';

/** The 'in Vorbereitung' page, named after the screen it stands in for. */
export function Placeholder({ titleKey, fullScreen }: { titleKey: PlaceholderKey; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return <ComingSoonPage title={t(`pages.${titleKey}`)} fullScreen={fullScreen} />;
}

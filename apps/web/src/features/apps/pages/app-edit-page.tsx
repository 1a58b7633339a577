import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApp } from '../../../api/apps/apps';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { AppForm } from '../components/app-form';

/** SPEC §2 /Apps/{guid}: the app version screen. */
export function AppEditPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const app = useApp(guid);

  if (app.isPending) return <LoadingState />;
  if (app.isError) return <ErrorState error={app.error} onRetry={() => void app.refetch()} />;
  return (
    <>
      <PageHeader title={t('apps.editTitle')} subtitle={app.data.name} />
      <AppForm key={app.data.guid} app={app.data} />
    </>
  );
}

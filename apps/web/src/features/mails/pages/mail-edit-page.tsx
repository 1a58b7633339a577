import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMailTemplate } from '../../../api/mail/get-mail-template';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { MailTemplateForm } from '../components/mail-template-form';

/** SPEC §2 /admin/mails/{guid}: mail template edit; cancel to /Dashboard/Mails. */
export function MailEditPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const template = useMailTemplate(guid);

  if (template.isPending) return <LoadingState />;
  if (template.isError) return <ErrorState error={template.error} onRetry={() => void template.refetch()} />;
  return (
    <>
      <PageHeader title={t('mails.editTitle')} subtitle={template.data.name || undefined} />
      <MailTemplateForm key={template.data.guid} template={template.data} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useTemplate } from '../../../api/templates/templates';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { templatesBackPath } from '../../../lib/template-context';
import { TemplateEditor } from '../components/template-editor';
import { canChangeTemplate } from '../lib/template-rights';

/** SPEC §2 /Templates/{guid}; a network context comes as ?companyId= (cancel then goes to the network). */
export function TemplateEditPage() {
  const { t } = useTranslation();
  const { guid = '', companyId: routeCompany } = useParams();
  const [params] = useSearchParams();
  const companyId = routeCompany ?? params.get('companyId');
  const me = useCredentials().data;
  const template = useTemplate(guid);

  if (template.isPending) return <LoadingState />;
  if (template.isError) return <ErrorState error={template.error} onRetry={() => void template.refetch()} />;
  return (
    <>
      <PageHeader
        title={t('templates.editTitle')}
        subtitle={[template.data.name, template.data.companyName ?? t('templates.global')].filter(Boolean).join(' · ')}
      />
      <TemplateEditor
        key={template.data.guid}
        template={template.data}
        readOnly={!canChangeTemplate(me?.guidParent, template.data.guidParent)}
        backPath={templatesBackPath(companyId)}
      />
    </>
  );
}

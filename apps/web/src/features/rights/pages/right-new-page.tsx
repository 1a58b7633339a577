import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateRight } from '../../../api/rights/create-right';
import { PageHeader } from '../../../components/page-header';
import { newRightDefaults } from '../../../lib/right-form';
import { RightForm } from '../components/right-form';

/** SPEC §2 /Rechte/NewItem: saving creates the right and opens it. */
export function RightNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateRight();

  return (
    <>
      <PageHeader title={t('rights.newTitle')} />
      <RightForm
        title={t('rights.newTitle')}
        defaultValues={newRightDefaults(t('rights.defaultText'))}
        onSave={async (body) => {
          const right = await create.mutateAsync(body);
          navigate(`/Rechte/${right.guid}`, { replace: true });
        }}
        onCancel={() => navigate('/Dashboard/Rechte')}
      />
    </>
  );
}

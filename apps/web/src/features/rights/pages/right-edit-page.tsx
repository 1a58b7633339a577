import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDeleteRight } from '../../../api/rights/delete-right';
import { useRightDetail } from '../../../api/rights/rights';
import { useUpdateRight } from '../../../api/rights/update-right';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { toRightFormValues } from '../../../lib/right-form';
import { RightForm } from '../components/right-form';

const LIST = '/Dashboard/Rechte';

/** SPEC §2 /Rechte/{guid}: edit and delete. */
export function RightEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guid = '' } = useParams();
  const catalogueEditor = useCredentials().data?.guidParent === null;
  const right = useRightDetail(guid);
  const update = useUpdateRight();
  const remove = useDeleteRight();
  const [confirm, setConfirm] = useState(false);

  if (right.isPending) return <LoadingState />;
  if (right.isError) return <ErrorState error={right.error} onRetry={() => void right.refetch()} />;

  const deleteRight = () =>
    remove.mutate(guid, {
      onSuccess: () => navigate(LIST, { replace: true }),
      onSettled: () => setConfirm(false),
    });

  return (
    <>
      <PageHeader title={t('rights.editTitle')} subtitle={right.data.guidRight} />
      <RightForm
        key={right.data.guid}
        title={t('rights.editTitle')}
        defaultValues={toRightFormValues(right.data)}
        onSave={async (body) => {
          await update.mutateAsync({ guid, body });
          navigate(LIST);
        }}
        onCancel={() => navigate(LIST)}
        onDelete={() => setConfirm(true)}
        readOnly={!catalogueEditor}
      />
      <ConfirmDeleteDialog
        name={confirm ? right.data.name : null}
        busy={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={deleteRight}
      />
    </>
  );
}

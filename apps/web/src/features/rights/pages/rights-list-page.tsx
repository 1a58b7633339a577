import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { Right } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDeleteRight } from '../../../api/rights/delete-right';
import { useRightCatalogue } from '../../../api/rights/rights';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { RightsTable } from '../components/rights-table';

/** SPEC §2 /Dashboard/Rechte and /Rechte. */
export function RightsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogueEditor = useCredentials().data?.guidParent === null;
  const rights = useRightCatalogue();
  const remove = useDeleteRight();
  const [toDelete, setToDelete] = useState<Right | null>(null);

  const deleteRight = () => {
    if (toDelete) remove.mutate(toDelete.guid, { onSettled: () => setToDelete(null) });
  };

  return (
    <>
      <PageHeader
        title={t('rights.title')}
        actions={
          catalogueEditor ? (
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/Rechte/NewItem">
              {t('common.create')}
            </Button>
          ) : undefined
        }
      />
      <QueryStatus query={rights} />
      {rights.data ? (
        <RightsTable
          rights={rights.data}
          onOpen={(right) => navigate(`/Rechte/${right.guid}`)}
          hrefOf={(right) => `/Rechte/${right.guid}`}
          onDelete={catalogueEditor ? setToDelete : undefined}
        />
      ) : null}
      <ConfirmDeleteDialog
        name={toDelete?.name ?? null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={deleteRight}
      />
    </>
  );
}

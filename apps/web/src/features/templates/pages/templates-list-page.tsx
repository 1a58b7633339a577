import Stack from '@mui/material/Stack';
import type { TemplateSummary } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useCreateTemplate } from '../../../api/templates/create-template';
import { useDeleteTemplate } from '../../../api/templates/delete-template';
import { useDownloadTemplate } from '../../../api/templates/download-template';
import { useTemplates } from '../../../api/templates/templates';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useCredentials } from '../../../hooks/use-credentials';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { isLocationUser } from '../../../lib/reach';
import { templateEditPath } from '../../../lib/template-context';
import { TemplatesTable } from '../components/templates-table';
import { canChangeTemplate } from '../lib/template-rights';

/** SPEC §2 /Dashboard/Templates and /Templates (?companyId= limits it to a network's templates). */
export function TemplatesListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNew = useOpenNewRecord((guid) => templateEditPath(guid, companyId));
  const [params] = useSearchParams();
  const companyId = params.get('companyId') ?? undefined;
  const me = useCredentials().data;
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const templates = useTemplates({ ...(keyWord ? { keyWord } : {}), ...(companyId ? { guidParent: companyId } : {}) });
  const create = useCreateTemplate();
  const remove = useDeleteTemplate();
  const download = useDownloadTemplate();
  const [toDelete, setToDelete] = useState<TemplateSummary | null>(null);
  const hrefOf = (row: { guid: string }) => templateEditPath(row.guid, companyId);
  const open = (row: { guid: string }) => navigate(hrefOf(row));

  return (
    <>
      <PageHeader
        title={t('templates.title')}
        actions={
          isLocationUser(me) ? undefined : (
            <CreateButton
              onClick={() => create.mutate(companyId ? { guidParent: companyId } : {}, { onSuccess: openNew })}
              loading={create.isPending}
            />
          )
        }
      />
      <Stack spacing={2}>
        <SearchField
          id="templates-search"
          label={t('templates.search')}
          value={search}
          onSearch={setSearch}
          sx={{ maxWidth: 400 }}
        />
        <QueryStatus query={templates} />
        {templates.data ? (
          <TemplatesTable
            templates={templates.data}
            onOpen={open}
            hrefOf={hrefOf}
            onDownload={(row) => download.mutate({ guid: row.guid, name: row.name })}
            onDelete={setToDelete}
            canChange={(row) => canChangeTemplate(me?.guidParent, row.guidParent)}
          />
        ) : null}
      </Stack>
      <ConfirmDeleteDialog
        name={toDelete ? toDelete.name || t('templates.unnamed') : null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.guid, { onSettled: () => setToDelete(null) })}
      />
    </>
  );
}

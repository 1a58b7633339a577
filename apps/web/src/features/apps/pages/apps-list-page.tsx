import Stack from '@mui/material/Stack';
import type { AppVersion } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApps } from '../../../api/apps/apps';
import { useCreateApp } from '../../../api/apps/create-app';
import { useDeleteApp } from '../../../api/apps/delete-app';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { AppsTable } from '../components/apps-table';

/** SPEC §2 /Dashboard/Apps: search, edit, delete, 'Neu erstellen'. */
export function AppsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNew = useOpenNewRecord((guid) => `/Apps/${guid}`);
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const apps = useApps(keyWord);
  const create = useCreateApp();
  const remove = useDeleteApp();
  const [toDelete, setToDelete] = useState<AppVersion | null>(null);
  const hrefOf = (app: AppVersion) => `/Apps/${app.guid}`;
  const open = (app: AppVersion) => navigate(hrefOf(app));

  return (
    <>
      <PageHeader
        title={t('apps.title')}
        actions={
          <CreateButton onClick={() => create.mutate(undefined, { onSuccess: openNew })} loading={create.isPending} />
        }
      />
      <Stack spacing={2}>
        <SearchField
          id="apps-search"
          label={t('apps.search')}
          value={search}
          onSearch={setSearch}
          sx={{ maxWidth: 400 }}
        />
        <QueryStatus query={apps} />
        {apps.data ? <AppsTable apps={apps.data} onOpen={open} hrefOf={hrefOf} onDelete={setToDelete} /> : null}
      </Stack>
      <ConfirmDeleteDialog
        name={toDelete?.name ?? null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.guid, { onSettled: () => setToDelete(null) })}
      />
    </>
  );
}

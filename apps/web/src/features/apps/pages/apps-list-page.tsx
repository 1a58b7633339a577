import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AppVersion } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCreateApp } from '../api/create-app';
import { useDeleteApp } from '../api/delete-app';
import { useApps } from '../api/list-apps';
import { AppsTable } from '../components/apps-table';

/** SPEC §2 /Dashboard/Apps: search, edit, delete, 'Neu erstellen'. */
export function AppsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const apps = useApps(keyWord);
  const create = useCreateApp();
  const remove = useDeleteApp();
  const [toDelete, setToDelete] = useState<AppVersion | null>(null);
  const open = (app: AppVersion) => navigate(`/Apps/${app.guid}`);

  return (
    <>
      <PageHeader
        title={t('apps.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => create.mutate(undefined, { onSuccess: open })}
            loading={create.isPending}
          >
            {t('common.create')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <TextField
          id="apps-search"
          type="search"
          label={t('apps.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ maxWidth: 400 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {apps.isPending ? <LoadingState /> : null}
        {apps.isError ? <ErrorState error={apps.error} onRetry={() => void apps.refetch()} /> : null}
        {apps.data ? <AppsTable apps={apps.data} onOpen={open} onDelete={setToDelete} /> : null}
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

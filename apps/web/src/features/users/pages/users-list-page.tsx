import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useCreateUser } from '../api/create-user';
import { useUsers } from '../api/list-users';
import { UsersTable } from '../components/users-table';

/** SPEC §2 /Dashboard/Benutzer and /Benutzer. */
export function UsersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const users = useUsers(keyWord ? { keyWord } : {});
  const create = useCreateUser();

  const createUser = () => create.mutate({}, { onSuccess: (user) => navigate(`/Benutzer/${user.guid}`) });

  return (
    <>
      <PageHeader
        title={t('users.title')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={createUser} loading={create.isPending}>
            {t('common.create')}
          </Button>
        }
      />
      <Stack spacing={2}>
        <TextField
          id="users-search"
          type="search"
          label={t('users.searchLabel')}
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
        {users.isPending ? <LoadingState /> : null}
        {users.isError ? <ErrorState error={users.error} onRetry={() => void users.refetch()} /> : null}
        {users.data ? <UsersTable users={users.data} onOpen={(user) => navigate(`/Benutzer/${user.guid}`)} /> : null}
      </Stack>
    </>
  );
}

import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateUser, useUsers } from '../../../api/users/users';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { UsersTable } from '../components/users-table';

/** SPEC §2 /Dashboard/Benutzer and /Benutzer. */
export function UsersListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNew = useOpenNewRecord((guid) => `/Benutzer/${guid}`);
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const users = useUsers(keyWord ? { keyWord } : {});
  const create = useCreateUser();

  const createUser = () => create.mutate({}, { onSuccess: openNew });

  return (
    <>
      <PageHeader title={t('users.title')} actions={<CreateButton onClick={createUser} loading={create.isPending} />} />
      <Stack spacing={2}>
        <SearchField
          id="users-search"
          label={t('users.searchLabel')}
          value={search}
          onSearch={setSearch}
          sx={{ maxWidth: 400 }}
        />
        <QueryStatus query={users} />
        {users.data ? (
          <UsersTable
            users={users.data}
            onOpen={(user) => navigate(`/Benutzer/${user.guid}`)}
            hrefOf={(user) => `/Benutzer/${user.guid}`}
          />
        ) : null}
      </Stack>
    </>
  );
}

import Stack from '@mui/material/Stack';
import type { User } from '@signage/shared';
import { R } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyUsers, useCreateUser } from '../../../api/users/users';
import { CreateButton } from '../../../components/create-button';
import { type Column, DataTable } from '../../../components/data-table';
import { QueryStatus } from '../../../components/query-state';
import { useRight } from '../../../hooks/use-credentials';
import { NEW_RECORD_STATE } from '../../../hooks/use-new-record';
import { userPath } from '../lib/company-paths';

interface Props {
  /** The network or location whose users are listed and created. */
  companyGuid: string;
  network: string | null;
  /** Set on the location detail: user links return to it. */
  location?: string;
}

/** Benutzer tab: the company's users and 'Neu erstellen' (an empty user whose edit page opens). */
export function UsersTab({ companyGuid, network, location }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const users = useCompanyUsers(companyGuid);
  const create = useCreateUser();
  const mayManage = useRight(R.user);
  const hrefOf = (user: User) => userPath({ network, location }, user.guid);

  const columns: Column<User>[] = [
    {
      key: 'username',
      header: t('users.columns.username'),
      sortValue: (u) => u.username,
      render: (u) => u.username,
    },
    {
      key: 'forename',
      header: t('users.columns.forename'),
      render: (u) => u.forename,
      sortValue: (u) => u.forename ?? '',
    },
    {
      key: 'lastname',
      header: t('users.columns.lastname'),
      render: (u) => u.lastname,
      sortValue: (u) => u.lastname ?? '',
    },
    { key: 'email', header: t('users.columns.email'), render: (u) => u.email, sortValue: (u) => u.email ?? '' },
    { key: 'company', header: t('networks.columns.company'), render: (u) => u.companyName },
    { key: 'role', header: t('users.columns.role'), render: (u) => u.roleName, sortValue: (u) => u.roleName ?? '' },
  ];

  return (
    <Stack spacing={2}>
      {mayManage ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <CreateButton
            loading={create.isPending}
            onClick={() =>
              create.mutate(
                { guidParent: companyGuid },
                {
                  onSuccess: (user) =>
                    navigate(userPath({ network, location }, user.guid), { state: NEW_RECORD_STATE }),
                },
              )
            }
          />
        </Stack>
      ) : null}
      <QueryStatus query={users} />
      {users.data ? (
        <DataTable
          label={t('networks.tabs.users')}
          columns={columns}
          rows={users.data}
          rowKey={(u) => u.guid}
          rowHref={hrefOf}
          testId="company-users-table"
        />
      ) : null}
    </Stack>
  );
}

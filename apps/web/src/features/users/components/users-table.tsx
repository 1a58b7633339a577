import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { User } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';

interface Props {
  users: readonly User[];
  onOpen: (user: User) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: User) => string;
}

/** SPEC §2 user list: username, names, email, network ('Globaler Benutzer' without one), role. */
export function UsersTable({ users, onOpen, hrefOf }: Props) {
  const { t } = useTranslation();
  const network = (user: User) => user.companyName ?? t('users.global');
  const columns: Column<User>[] = [
    { key: 'username', header: t('users.columns.username'), render: (u) => u.username, sortValue: (u) => u.username },
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
    { key: 'network', header: t('users.columns.network'), render: network, sortValue: network },
    { key: 'role', header: t('users.columns.role'), render: (u) => u.roleName, sortValue: (u) => u.roleName ?? '' },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 80,
      render: (u) => (
        <IconButton
          size="small"
          aria-label={t('users.editUser', { name: u.username })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(u);
          }}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <DataTable
      label={t('users.title')}
      columns={columns}
      rows={users}
      rowKey={(u) => u.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="users-table"
    />
  );
}

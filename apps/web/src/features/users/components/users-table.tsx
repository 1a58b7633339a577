import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { User } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { userColumns } from '../../../components/user-columns';

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
    ...userColumns(t, { key: 'network', header: t('users.columns.network'), render: network, sortValue: network }),
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

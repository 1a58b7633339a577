import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { Role } from '@signage/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';

interface Props {
  roles: readonly Role[];
  onOpen: (role: Role) => void;
  onDelete: (role: Role) => void;
  canEdit: (role: Role) => boolean;
}

const stop = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

export function RolesTable({ roles, onOpen, onDelete, canEdit }: Props) {
  const { t } = useTranslation();
  const scope = (role: Role) => (role.guidParent ? t('roles.ownNetwork') : t('roles.global'));
  const columns: Column<Role>[] = [
    { key: 'name', header: t('roles.columns.name'), render: (r) => r.name, sortValue: (r) => r.name },
    { key: 'comment', header: t('roles.columns.comment'), render: (r) => r.comment, sortValue: (r) => r.comment ?? '' },
    { key: 'scope', header: t('roles.columns.scope'), render: scope, sortValue: scope },
    {
      key: 'users',
      header: t('roles.columns.users'),
      align: 'right',
      render: (r) => r.cntUsers ?? '',
      sortValue: (r) => r.cntUsers ?? 0,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 110,
      render: (r) => (
        <>
          <IconButton size="small" aria-label={t('roles.editRole', { name: r.name })} onClick={stop(() => onOpen(r))}>
            <EditIcon fontSize="small" />
          </IconButton>
          {canEdit(r) ? (
            <IconButton
              size="small"
              aria-label={t('roles.deleteRole', { name: r.name })}
              onClick={stop(() => onDelete(r))}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('roles.title')}
      columns={columns}
      rows={roles}
      rowKey={(r) => r.guid}
      onRowClick={onOpen}
      testId="roles-table"
    />
  );
}

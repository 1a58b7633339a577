import type { Role } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { editDeleteColumn } from '../../../components/row-action';

interface Props {
  roles: readonly Role[];
  onOpen: (role: Role) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: Role) => string;
  onDelete: (role: Role) => void;
  canEdit: (role: Role) => boolean;
}

export function RolesTable({ roles, onOpen, hrefOf, onDelete, canEdit }: Props) {
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
    editDeleteColumn({
      header: t('common.actions'),
      editLabel: (r) => t('roles.editRole', { name: r.name }),
      deleteLabel: (r) => t('roles.deleteRole', { name: r.name }),
      onEdit: onOpen,
      onDelete: onDelete,
      canDelete: canEdit,
    }),
  ];
  return (
    <DataTable
      label={t('roles.title')}
      columns={columns}
      rows={roles}
      rowKey={(r) => r.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="roles-table"
    />
  );
}

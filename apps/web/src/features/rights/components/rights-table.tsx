import type { Right } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { editDeleteColumn } from '../../../components/row-action';

interface Props {
  rights: readonly Right[];
  onOpen: (right: Right) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: Right) => string;
  /** Without it (network users) there is no delete button. */
  onDelete?: (right: Right) => void;
}

/** SPEC §2 rights list: group, name, comment. */
export function RightsTable({ rights, onOpen, hrefOf, onDelete }: Props) {
  const { t } = useTranslation();
  const group = (r: Right) => t(`rights.groups.${r.groupName}`);
  const columns: Column<Right>[] = [
    { key: 'group', header: t('rights.columns.group'), render: group, sortValue: group },
    { key: 'name', header: t('rights.columns.name'), render: (r) => r.name, sortValue: (r) => r.name },
    {
      key: 'comment',
      header: t('rights.columns.comment'),
      render: (r) => r.comment,
      sortValue: (r) => r.comment ?? '',
    },
    editDeleteColumn({
      header: t('common.actions'),
      editLabel: (r) => t('rights.editRight', { name: r.name }),
      deleteLabel: (r) => t('rights.deleteRight', { name: r.name }),
      onEdit: onOpen,
      onDelete: onDelete,
    }),
  ];
  return (
    <DataTable
      label={t('rights.title')}
      columns={columns}
      rows={rights}
      rowKey={(r) => r.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="rights-table"
    />
  );
}

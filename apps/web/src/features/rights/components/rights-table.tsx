import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { Right } from '@signage/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';

interface Props {
  rights: readonly Right[];
  onOpen: (right: Right) => void;
  /** Without it (network users) there is no delete button. */
  onDelete?: (right: Right) => void;
}

const stop = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** SPEC §2 rights list: group, name, comment. */
export function RightsTable({ rights, onOpen, onDelete }: Props) {
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
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 110,
      render: (r) => (
        <>
          <IconButton size="small" aria-label={t('rights.editRight', { name: r.name })} onClick={stop(() => onOpen(r))}>
            <EditIcon fontSize="small" />
          </IconButton>
          {onDelete ? (
            <IconButton
              size="small"
              aria-label={t('rights.deleteRight', { name: r.name })}
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
      label={t('rights.title')}
      columns={columns}
      rows={rights}
      rowKey={(r) => r.guid}
      onRowClick={onOpen}
      testId="rights-table"
    />
  );
}

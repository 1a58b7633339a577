import Chip from '@mui/material/Chip';
import { type AppVersion, formatBytes } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { editDeleteColumn } from '../../../components/row-action';
import { formatDate } from '../../../lib/dates';

interface Props {
  apps: readonly AppVersion[];
  onOpen: (app: AppVersion) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: AppVersion) => string;
  onDelete: (app: AppVersion) => void;
}

/** App versions: name, default mark, comment, package, last change; edit and delete. */
export function AppsTable({ apps, onOpen, hrefOf, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: Column<AppVersion>[] = [
    { key: 'name', header: t('apps.columns.name'), render: (a) => a.name, sortValue: (a) => a.name },
    {
      key: 'default',
      header: t('apps.columns.isDefault'),
      sortValue: (a) => a.isDefault,
      render: (a) =>
        a.isDefault === 1 ? (
          <Chip size="small" color="primary" label={t('apps.defaultMark')} data-testid="app-default" />
        ) : null,
    },
    { key: 'comment', header: t('apps.columns.comment'), render: (a) => a.comment, sortValue: (a) => a.comment ?? '' },
    {
      key: 'package',
      header: t('apps.columns.package'),
      render: (a) => (a.packageSize === null ? t('apps.noPackage') : formatBytes(a.packageSize)),
      sortValue: (a) => a.packageSize ?? -1,
    },
    {
      key: 'changed',
      header: t('apps.columns.changed'),
      render: (a) => formatDate(a.changed),
      sortValue: (a) => a.changed,
    },
    editDeleteColumn({
      header: t('common.actions'),
      editLabel: (a) => t('apps.edit', { name: a.name }),
      deleteLabel: (a) => t('apps.delete', { name: a.name }),
      onEdit: onOpen,
      onDelete: onDelete,
    }),
  ];
  return (
    <DataTable
      label={t('apps.title')}
      columns={columns}
      rows={apps}
      rowKey={(a) => a.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="apps-table"
    />
  );
}

import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import type { TemplateSummary } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { RowAction } from '../../../components/row-action';
import { formatDate } from '../../../lib/dates';

interface Props {
  templates: readonly TemplateSummary[];
  onOpen: (template: TemplateSummary) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: TemplateSummary) => string;
  onDownload: (template: TemplateSummary) => void;
  onDelete: (template: TemplateSummary) => void;
  canChange: (template: TemplateSummary) => boolean;
}

/** SPEC §2 template list: download, edit, delete. */
export function TemplatesTable({ templates, onOpen, hrefOf, onDownload, onDelete, canChange }: Props) {
  const { t } = useTranslation();
  const name = (row: TemplateSummary) => row.name || t('templates.unnamed');
  const network = (row: TemplateSummary) => row.companyName ?? t('templates.global');
  const columns: Column<TemplateSummary>[] = [
    { key: 'name', header: t('templates.columns.name'), render: name, sortValue: name },
    { key: 'network', header: t('templates.columns.network'), render: network, sortValue: network },
    {
      key: 'comment',
      header: t('templates.columns.comment'),
      render: (row) => row.comment,
      sortValue: (row) => row.comment ?? '',
    },
    {
      key: 'files',
      header: t('templates.columns.files'),
      align: 'right',
      render: (row) => row.cntFiles,
      sortValue: (row) => row.cntFiles,
    },
    {
      key: 'changed',
      header: t('templates.columns.changed'),
      render: (row) => formatDate(row.changed),
      sortValue: (row) => row.changed,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 150,
      render: (row) => (
        <>
          <RowAction
            label={t('templates.download', { name: name(row) })}
            icon={<DownloadIcon fontSize="small" />}
            onClick={() => onDownload(row)}
          />
          <RowAction
            label={t('templates.edit', { name: name(row) })}
            icon={<EditIcon fontSize="small" />}
            onClick={() => onOpen(row)}
          />
          {canChange(row) ? (
            <RowAction
              label={t('templates.delete', { name: name(row) })}
              icon={<DeleteIcon fontSize="small" />}
              onClick={() => onDelete(row)}
            />
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('templates.title')}
      columns={columns}
      rows={templates}
      rowKey={(row) => row.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="templates-table"
    />
  );
}

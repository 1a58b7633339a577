import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import type { MailTemplate } from '@signage/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/dates';

interface Props {
  templates: readonly MailTemplate[];
  onOpen: (template: MailTemplate) => void;
  onDelete: (template: MailTemplate) => void;
}

const stop = (action: () => void) => (event: MouseEvent) => {
  event.stopPropagation();
  action();
};

/** Mail templates: name, subject, language, last change; edit and delete. */
export function MailTemplatesTable({ templates, onOpen, onDelete }: Props) {
  const { t } = useTranslation();
  const name = (m: MailTemplate) => m.name || t('mails.unnamed');
  const columns: Column<MailTemplate>[] = [
    { key: 'name', header: t('mails.columns.name'), render: name, sortValue: name },
    { key: 'subject', header: t('mails.columns.subject'), render: (m) => m.subject, sortValue: (m) => m.subject },
    {
      key: 'language',
      header: t('mails.columns.language'),
      render: (m) => m.language.toUpperCase(),
      sortValue: (m) => m.language,
    },
    {
      key: 'changed',
      header: t('mails.columns.changed'),
      render: (m) => formatDate(m.changed),
      sortValue: (m) => m.changed,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 110,
      render: (m) => (
        <>
          <IconButton size="small" aria-label={t('mails.edit', { name: name(m) })} onClick={stop(() => onOpen(m))}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={t('mails.delete', { name: name(m) })} onClick={stop(() => onDelete(m))}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      ),
    },
  ];
  return (
    <DataTable
      label={t('mails.templatesTitle')}
      columns={columns}
      rows={templates}
      rowKey={(m) => m.guid}
      onRowClick={onOpen}
      testId="mail-templates-table"
    />
  );
}

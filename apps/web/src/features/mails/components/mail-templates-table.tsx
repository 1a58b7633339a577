import type { MailTemplate } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/data-table';
import { editDeleteColumn } from '../../../components/row-action';
import { formatDate } from '../../../lib/dates';

interface Props {
  templates: readonly MailTemplate[];
  onOpen: (template: MailTemplate) => void;
  /** The page a row opens (its link, WCAG 2.1.1). */
  hrefOf: (row: MailTemplate) => string;
  onDelete: (template: MailTemplate) => void;
}

/** Mail templates: name, subject, language, last change; edit and delete. */
export function MailTemplatesTable({ templates, onOpen, hrefOf, onDelete }: Props) {
  const { t } = useTranslation();
  const name = (m: MailTemplate) => m.name || t('mails.unnamed');
  const columns: Column<MailTemplate>[] = [
    { key: 'name', header: t('mails.columns.name'), render: name, sortValue: name },
    { key: 'subject', header: t('mails.columns.subject'), render: (m) => m.subject, sortValue: (m) => m.subject },
    {
      key: 'language',
      header: t('mails.columns.language'),
      render: (m) => t(`languageNames.${m.language}`, { defaultValue: m.language }),
      sortValue: (m) => m.language,
    },
    {
      key: 'changed',
      header: t('mails.columns.changed'),
      render: (m) => formatDate(m.changed),
      sortValue: (m) => m.changed,
    },
    editDeleteColumn({
      header: t('common.actions'),
      editLabel: (m) => t('mails.edit', { name: name(m) }),
      deleteLabel: (m) => t('mails.delete', { name: name(m) }),
      onEdit: onOpen,
      onDelete: onDelete,
    }),
  ];
  return (
    <DataTable
      label={t('mails.templatesTitle')}
      columns={columns}
      rows={templates}
      rowKey={(m) => m.guid}
      onRowClick={onOpen}
      rowHref={hrefOf}
      testId="mail-templates-table"
    />
  );
}

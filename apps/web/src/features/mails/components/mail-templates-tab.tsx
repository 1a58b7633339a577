import Stack from '@mui/material/Stack';
import type { MailTemplate } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateMailTemplate } from '../../../api/mail/create-mail-template';
import { useDeleteMailTemplate } from '../../../api/mail/delete-mail-template';
import { useMailTemplates } from '../../../api/mail/list-mail-templates';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CreateButton } from '../../../components/create-button';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useCredentials } from '../../../hooks/use-credentials';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useOpenNewRecord } from '../../../hooks/use-new-record';
import { isLocationUser } from '../../../lib/reach';
import { MailTemplatesTable } from './mail-templates-table';

/** The mail template list: search, 'Neu erstellen' (empty, then edit), delete with confirmation. */
export function MailTemplatesTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openNew = useOpenNewRecord((guid) => `/admin/mails/${guid}`);
  const networkWide = !isLocationUser(useCredentials().data);
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search.trim(), 300);
  const templates = useMailTemplates(keyWord);
  const create = useCreateMailTemplate();
  const remove = useDeleteMailTemplate();
  const [toDelete, setToDelete] = useState<MailTemplate | null>(null);
  const hrefOf = (template: MailTemplate) => `/admin/mails/${template.guid}`;
  const open = (template: MailTemplate) => navigate(hrefOf(template));

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <SearchField
          id="mails-search"
          label={t('mails.search')}
          value={search}
          onSearch={setSearch}
          sx={{ maxWidth: 400, flex: 1 }}
        />
        {networkWide ? (
          <CreateButton
            onClick={() => create.mutate(undefined, { onSuccess: openNew })}
            loading={create.isPending}
            sx={{ alignSelf: { sm: 'center' } }}
          />
        ) : null}
      </Stack>
      <QueryStatus query={templates} />
      {templates.data ? (
        <MailTemplatesTable templates={templates.data} onOpen={open} hrefOf={hrefOf} onDelete={setToDelete} />
      ) : null}
      <ConfirmDeleteDialog
        name={toDelete ? toDelete.name || t('mails.unnamed') : null}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => toDelete && remove.mutate(toDelete.guid, { onSettled: () => setToDelete(null) })}
      />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { MailTemplate } from '@signage/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteMailTemplate } from '../../../api/mail/delete-mail-template';
import { useUpdateMailTemplate } from '../../../api/mail/update-mail-template';
import { FormActions, FormCard, FormError } from '../../../components/form-card';
import { FormTextField } from '../../../components/form-text-field';
import { useNewRecord } from '../../../hooks/use-new-record';
import { applyServerErrors } from '../../../lib/server-form-errors';
import {
  MAIL_LANGUAGES,
  MAIL_TEMPLATE_FIELDS,
  type MailTemplateFormValues,
  toFormValues,
  toMailTemplateUpdate,
} from '../lib/mail-body';

export const MAILS_PATH = '/Dashboard/Mails';

/** SPEC §2 /admin/mails/{guid}: name, subject, body (line breaks become <br> on save), language. */
export function MailTemplateForm({ template }: { template: MailTemplate }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateMailTemplate();
  const remove = useDeleteMailTemplate();
  const draft = useNewRecord(() => remove.mutateAsync(template.guid));
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<MailTemplateFormValues>({
    defaultValues: toFormValues(template),
  });

  const save = handleSubmit((values) => {
    setAlert(null);
    update.mutate(
      { guid: template.guid, body: toMailTemplateUpdate(values) },
      {
        onSuccess: () => {
          draft.settled();
          navigate(MAILS_PATH);
        },
        onError: (error) => setAlert(applyServerErrors(error, MAIL_TEMPLATE_FIELDS, setError, t)),
      },
    );
  });

  return (
    <FormCard onSubmit={save} label={t('mails.editTitle')}>
      <Stack spacing={2}>
        <FormError alert={alert} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <FormTextField control={control} name="name" label={t('mails.fields.name')} />
          <FormTextField control={control} name="language" label={t('mails.fields.language')} select>
            {MAIL_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`languageNames.${language}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </Box>
        <FormTextField control={control} name="subject" label={t('mails.fields.subject')} />
        <FormTextField
          control={control}
          name="body"
          label={t('mails.fields.body')}
          helperText={t('mails.bodyHint')}
          multiline
          minRows={10}
          maxRows={30}
        />
        <FormActions onCancel={() => void draft.leave(MAILS_PATH)} saving={update.isPending} />
      </Stack>
    </FormCard>
  );
}

import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { AppVersion } from '@signage/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteApp } from '../../../api/apps/delete-app';
import { useUpdateApp } from '../../../api/apps/update-app';
import { FormActions, FormCard, FormError } from '../../../components/form-card';
import { FormTextField } from '../../../components/form-text-field';
import { useNewRecord } from '../../../hooks/use-new-record';
import { applyServerErrors } from '../../../lib/server-form-errors';
import { APP_FORM_FIELDS, type AppFormValues, toAppUpdate, toFormValues } from '../lib/app-form';
import { AppPackage } from './app-package';

export const APPS_PATH = '/Dashboard/Apps';

/** SPEC §2 app version: name, 'Als Standard' (Nein/Ja), comment, package, Abbrechen, Speichern. */
export function AppForm({ app }: { app: AppVersion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateApp();
  const remove = useDeleteApp();
  const draft = useNewRecord(() => remove.mutateAsync(app.guid));
  const { settled } = draft;
  // An uploaded player package is kept (and so is the version it belongs to).
  useEffect(() => {
    if (app.packageMd5) settled();
  }, [app.packageMd5, settled]);
  const [alert, setAlert] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<AppFormValues>({ defaultValues: toFormValues(app) });

  const save = handleSubmit((values) => {
    setAlert(null);
    update.mutate(
      { guid: app.guid, body: toAppUpdate(values) },
      {
        onSuccess: () => {
          settled();
          navigate(APPS_PATH);
        },
        onError: (error) => setAlert(applyServerErrors(error, APP_FORM_FIELDS, setError, t)),
      },
    );
  });

  return (
    <FormCard onSubmit={save}>
      <Stack spacing={2}>
        <FormError alert={alert} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <FormTextField control={control} name="name" label={t('apps.fields.name')} />
          <FormTextField control={control} name="isDefault" label={t('apps.fields.isDefault')} select>
            <MenuItem value="0">{t('apps.no')}</MenuItem>
            <MenuItem value="1">{t('apps.yes')}</MenuItem>
          </FormTextField>
        </Box>
        <FormTextField control={control} name="comment" label={t('apps.fields.comment')} multiline minRows={3} />
        <Divider />
        <AppPackage app={app} />
        <Divider />
        <FormActions onCancel={() => void draft.leave(APPS_PATH)} saving={update.isPending} />
      </Stack>
    </FormCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Role } from '@signage/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateRole } from '../../../api/roles/update-role';
import { FormTextField } from '../../../components/form-text-field';
import { applyServerErrors } from '../../../lib/server-form-errors';

const FIELDS = ['name', 'comment'] as const;

/** The form's fields (both always strings in the inputs); sent as the RoleUpdate body. */
interface RoleFormValues {
  name: string;
  comment: string;
}

/** Tab 'Rolle': name and comment. */
export function RoleForm({
  role,
  readOnly,
  onCancel,
  onSaved,
}: {
  role: Role;
  readOnly: boolean;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateRole();
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<RoleFormValues>({
    defaultValues: { name: role.name, comment: role.comment ?? '' },
  });

  const save = handleSubmit((values) => {
    setMessage(null);
    update.mutate(
      { guid: role.guid, body: { name: values.name.trim(), comment: values.comment } },
      {
        onSuccess: (saved) => {
          reset({ name: saved.name, comment: saved.comment ?? '' });
          onSaved();
          setMessage({ severity: 'success', text: t('common.saved') });
        },
        onError: (error) => setMessage({ severity: 'error', text: applyServerErrors(error, FIELDS, setError, t) }),
      },
    );
  });

  return (
    <Stack component="form" spacing={2} onSubmit={save} noValidate aria-label={t('roles.tabRole')}>
      {message ? (
        <Alert severity={message.severity} data-testid={message.severity === 'error' ? 'form-error' : 'form-success'}>
          {message.text}
        </Alert>
      ) : null}
      <FormTextField control={control} name="name" label={t('roles.fields.name')} disabled={readOnly} />
      <FormTextField
        control={control}
        name="comment"
        label={t('roles.fields.comment')}
        multiline
        minRows={3}
        disabled={readOnly}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        {readOnly ? null : (
          <Button type="submit" variant="contained" loading={update.isPending}>
            {t('common.save')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

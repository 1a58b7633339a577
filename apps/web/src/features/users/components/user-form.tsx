import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormError } from '../../../components/form-card';
import { FormTextField } from '../../../components/form-text-field';
import type { UserFormValues } from '../lib/user-form';

interface Props {
  control: Control<UserFormValues>;
  networkField: ReactNode;
  roleField: ReactNode;
  alert: string | null;
  saving: boolean;
  /** The signed-in user edits themselves: a new password needs the current one. */
  isSelf: boolean;
  onCancel: () => void;
  onDelete: () => void;
}

function ResetPassword({ control }: { control: Control<UserFormValues> }) {
  const { t } = useTranslation();
  const { field } = useController({ name: 'resetPassword', control });
  return (
    <FormControlLabel
      control={
        <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />
      }
      label={t('users.resetPassword')}
    />
  );
}

/** The fields and buttons of the user edit page; submit is the surrounding form's. */
export function UserFormFields({ control, networkField, roleField, alert, saving, isSelf, onCancel, onDelete }: Props) {
  const { t } = useTranslation();
  const resetPassword = useWatch({ control, name: 'resetPassword' });
  const text = (name: 'username' | 'forename' | 'lastname' | 'email' | 'phonenumber', type = 'text') => (
    <FormTextField control={control} name={name} label={t(`users.fields.${name}`)} type={type} />
  );

  return (
    <Stack spacing={2}>
      <FormError alert={alert} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {text('username')}
        {text('email', 'email')}
        {text('forename')}
        {text('lastname')}
        {text('phonenumber', 'tel')}
        {roleField}
        {networkField}
      </Box>
      <div>
        <ResetPassword control={control} />
        {resetPassword ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {isSelf ? (
              <FormTextField
                control={control}
                name="currentPassword"
                type="password"
                label={t('users.fields.currentPassword')}
                autoComplete="current-password"
                autoFocus
              />
            ) : null}
            <FormTextField
              control={control}
              name="password"
              type="password"
              label={t('users.fields.password')}
              helperText={t('users.passwordHint')}
              autoComplete="new-password"
              autoFocus={!isSelf}
            />
          </Box>
        ) : null}
      </div>
      <FormActions onCancel={onCancel} onDelete={onDelete} saving={saving} />
    </Stack>
  );
}

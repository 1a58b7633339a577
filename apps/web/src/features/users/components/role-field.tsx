import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../../api/roles/roles';
import type { UserFormValues } from '../lib/user-form';

/** Exactly one role per user (SPEC §3), chosen from /v1/roles/list; a new user has none until chosen. */
export function RoleField({
  control,
  currentRoleName,
  readOnly = false,
}: {
  control: Control<UserFormValues>;
  currentRoleName: string | null;
  /** The own role: shown, not changeable (only another user may change it). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  const { field, fieldState } = useController({ name: 'guidRole', control });
  const options = roles.data ?? [];
  const known = options.some((role) => role.guid === field.value);

  return (
    <TextField
      select
      id="field-guidRole"
      label={t('users.fields.role')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={roles.isPending || readOnly}
      error={Boolean(fieldState.error)}
      helperText={
        fieldState.error?.message ?? (readOnly ? t('users.ownRole') : field.value ? undefined : t('users.noRole'))
      }
    >
      {options.map((role) => (
        <MenuItem key={role.guid} value={role.guid}>
          {role.name}
        </MenuItem>
      ))}
      {!known && field.value ? (
        <MenuItem value={field.value} disabled>
          {currentRoleName ?? field.value}
        </MenuItem>
      ) : null}
    </TextField>
  );
}

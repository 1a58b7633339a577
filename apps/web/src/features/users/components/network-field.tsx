import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type CompanyOption, networkOptions } from '../lib/network-options';
import type { UserFormValues } from '../lib/user-form';

interface Props {
  control: Control<UserFormValues>;
  /** null while the companies list is unavailable: the field is read-only. */
  companies: readonly CompanyOption[] | null;
  currentName: string | null;
  /** Only global users may make a user global. */
  allowGlobal: boolean;
  contextNetwork?: string;
}

/** The user's network or location; 'Globaler Benutzer' without one (SPEC §3). */
export function NetworkField({ control, companies, currentName, allowGlobal, contextNetwork }: Props) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'guidParent', control });
  const label = t('users.fields.network');

  if (!companies) {
    return (
      <TextField
        id="field-guidParent"
        label={label}
        value={currentName ?? t('users.global')}
        slotProps={{ htmlInput: { readOnly: true } }}
        data-testid="network-readonly"
      />
    );
  }

  const options = networkOptions(companies, contextNetwork);
  const missing = field.value && !options.some((option) => option.guid === field.value);
  return (
    <TextField
      select
      id="field-guidParent"
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {allowGlobal || field.value === '' ? <MenuItem value="">{t('users.global')}</MenuItem> : null}
      {missing ? <MenuItem value={field.value}>{currentName ?? field.value}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem
          key={option.guid}
          value={option.guid}
          sx={{ pl: 2 + option.depth * 3, fontWeight: option.kind === 'network' ? 600 : 400 }}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

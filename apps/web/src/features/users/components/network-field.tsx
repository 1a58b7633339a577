import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field';
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
  const value = useWatch({ name: 'guidParent', control });
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
  const missing = value && !options.some((option) => option.guid === value);
  return (
    <FormTextField
      select
      control={control}
      name="guidParent"
      label={label}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      {allowGlobal || value === '' ? <MenuItem value="">{t('users.global')}</MenuItem> : null}
      {missing ? <MenuItem value={value}>{currentName ?? value}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem
          key={option.guid}
          value={option.guid}
          sx={{ pl: 2 + option.depth * 3, fontWeight: option.kind === 'network' ? 600 : 400 }}
        >
          {option.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompanyFormValues } from '../../../lib/company-form';

/** The IANA zones this browser knows (the server decides with its own list and words the error). */
const ZONES: readonly string[] = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A location's 'Zeitzone': type a few letters ("lisb", "new_y") and pick the zone; anything typed is kept as
 * it is, so a zone this browser does not list can still be entered and the server's message explains a wrong one.
 */
export function TimeZoneField({ control, disabled }: { control: Control<CompanyFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'timeZone', control });
  return (
    <Autocomplete
      id="field-timeZone"
      freeSolo
      autoHighlight
      options={ZONES}
      inputValue={field.value ?? ''}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          label={t('networks.fields.timeZone')}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? t('networks.timeZoneHint')}
        />
      )}
    />
  );
}

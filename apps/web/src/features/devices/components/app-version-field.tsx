import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { R } from '@signage/shared';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAppChoices } from '../../../api/apps/apps';
import { useRight } from '../../../hooks/use-credentials';
import type { DeviceFormValues } from '../lib/device-form';

/** setClientVersion: one of the app versions (GET /v1/apps/list with the apps right) or typed; empty = default. */
export function AppVersionField({ control }: { control: Control<DeviceFormValues> }) {
  const { t } = useTranslation();
  const apps = useAppChoices(useRight(R.apps));
  const { field, fieldState } = useController({ name: 'setClientVersion', control });
  const options = (apps.data ?? []).map((app) => app.name);
  const defaultApp = apps.data?.find((app) => app.isDefault === 1)?.name;
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={field.value}
      inputValue={field.value}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          id="device-app-version"
          label={t('devices.fields.appVersion')}
          error={Boolean(fieldState.error)}
          helperText={
            fieldState.error?.message ??
            (defaultApp ? t('devices.fields.appDefaultNamed', { name: defaultApp }) : t('devices.fields.appDefault'))
          }
        />
      )}
    />
  );
}

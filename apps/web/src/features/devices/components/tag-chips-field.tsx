import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addTag, type DeviceFormValues } from '../lib/device-form';

/** SPEC §2 group tags: chips, Enter adds the typed tag, the chip's x removes it. */
export function TagChipsField({ control }: { control: Control<DeviceFormValues> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: 'tags', control });
  return (
    <Autocomplete
      multiple
      freeSolo
      options={[]}
      value={field.value}
      onChange={(_event, values) => field.onChange(values.reduce<string[]>((all, v) => addTag(all, v), []))}
      renderValue={(values, getItemProps) =>
        values.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={tag} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id="device-tags"
          label={t('devices.fields.tags')}
          helperText={fieldState.error?.message ?? t('devices.fields.tagsHint')}
          error={Boolean(fieldState.error)}
        />
      )}
    />
  );
}

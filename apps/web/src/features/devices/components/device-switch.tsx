import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** A boolean form field as a switch with its label (the service switch). */
export function DeviceSwitch<T extends FieldValues>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
}) {
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      control={
        <Switch
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          name={field.name}
        />
      }
      label={label}
    />
  );
}

import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

type Props = Pick<OutlinedInputProps, 'name' | 'type' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange'> & {
  id: string;
  label: string;
};

/**
 * What TextField renders for an outlined full-width field (label, notched outline), from its parts: TextField itself
 * also imports Select (with Menu, Popover and Modal), which would load with the login page for nothing.
 */
export function LoginField({ id, label, ...input }: Props) {
  return (
    <FormControl variant="outlined" fullWidth className="MuiTextField-root">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}

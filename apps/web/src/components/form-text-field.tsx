import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A MUI TextField bound to react-hook-form; shows the field's error (e.g. from the server) below it. */
export function FormTextField<T extends FieldValues>({ name, control, helperText, id, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...rest}
      id={id ?? `field-${name}`}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

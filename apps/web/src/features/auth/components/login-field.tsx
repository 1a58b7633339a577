import type { InputHTMLAttributes } from 'react';

type Props = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'autoComplete' | 'autoFocus' | 'value' | 'onChange'
> & {
  id: string;
  label: string;
};

/** A labelled full-width input (CSS `.login-field` in index.html; no MUI on the login page). */
export function LoginField({ id, label, ...input }: Props) {
  return (
    <div className="login-field">
      <label htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <input id={id} {...input} />
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '../../../components/plain-icon';
import { LoginField } from './login-field';

// Material icon 'Login'.
const LOGIN_ICON =
  'M11 7 9.6 8.4l2.6 2.6H2v2h10.2l-2.6 2.6L11 17l5-5zm9 12h-8v2h8c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-8v2h8z';

interface Props {
  busy: boolean;
  onSubmit: (values: { username: string; password: string }) => void;
}

/** Username and password; Enter in either field submits (native form submit). */
export function LoginForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit({ username: username.trim(), password });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate aria-label={t('login.title')}>
      <LoginField
        id="login-username"
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoFocus
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <LoginField
        id="login-password"
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="login-submit" disabled={busy} aria-busy={busy}>
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : <PlainIcon path={LOGIN_ICON} />}
        {t('login.submit')}
      </button>
    </form>
  );
}

import LoginIcon from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginField } from './login-field';

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
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={t('login.title')}>
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
      <Button type="submit" variant="contained" size="large" startIcon={<LoginIcon />} loading={busy}>
        {t('login.submit')}
      </Button>
    </Stack>
  );
}

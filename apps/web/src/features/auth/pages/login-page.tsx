import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useLogin } from '../../../api/auth/login';
import { meQueryOptions } from '../../../api/auth/me';
import { Deferred } from '../../../components/deferred';
import { LoadingState } from '../../../components/loading-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { isApiError } from '../../../lib/api-error';
import { credentials } from '../../../lib/credentials';
import { describeError } from '../../../lib/describe-error';
import { landingPath } from '../../../lib/landing';
import { LoginCard } from '../components/login-card';
import { LoginForm } from '../components/login-form';

// The dialogs (and MUI's Dialog) load with the first failed login, not with the page.
const LoginFailedDialog = lazy(() =>
  import('../components/login-dialogs').then((m) => ({ default: m.LoginFailedDialog })),
);
const LoginErrorDialog = lazy(() =>
  import('../components/login-dialogs').then((m) => ({ default: m.LoginErrorDialog })),
);

/** SPEC §2 / and /login. */
export function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useCredentials();
  const login = useLogin();
  const [failed, setFailed] = useState(false);
  const [error, setError] = useState<{ status: number; message: string } | null>(null);
  const [signingIn, setSigningIn] = useState(false);
  // A token from the URL (or a reload before /me answered): load the user, then continue.
  const me = useQuery({ ...meQueryOptions(), enabled: session.authorized && !session.data && !signingIn });

  const showError = (cause: unknown) => {
    setError({ status: isApiError(cause) ? cause.status : 0, message: describeError(cause, t) });
  };

  useEffect(() => {
    if (me.data) credentials.setData(me.data);
  }, [me.data]);

  useEffect(() => {
    if (!me.error) return;
    credentials.clear();
    setError({ status: isApiError(me.error) ? me.error.status : 0, message: describeError(me.error, t) });
  }, [me.error, t]);

  const submit = async (values: { username: string; password: string }) => {
    setSigningIn(true);
    try {
      const result = await login.mutateAsync(values);
      if (!result.success || !result.authToken) {
        credentials.clear();
        setFailed(true);
        return;
      }
      credentials.signIn(result.authToken);
      const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
      credentials.setData(user);
      navigate(landingPath(user), { replace: true });
    } catch (cause) {
      credentials.clear();
      showError(cause);
    } finally {
      setSigningIn(false);
    }
  };

  if (session.authorized && session.data && !signingIn) {
    return <Navigate to={landingPath(session.data)} replace />;
  }

  return (
    <LoginCard>
      {session.authorized && !signingIn ? (
        <LoadingState label={t('login.tokenLoading')} />
      ) : (
        <LoginForm busy={signingIn} onSubmit={(values) => void submit(values)} />
      )}
      <Deferred when={failed}>
        <LoginFailedDialog open={failed} onClose={() => setFailed(false)} />
      </Deferred>
      <Deferred when={error !== null}>
        <LoginErrorDialog error={error} onClose={() => setError(null)} />
      </Deferred>
    </LoginCard>
  );
}

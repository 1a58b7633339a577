import { useCredentials } from '../../hooks/use-credentials';
import { DashboardShell, NotFoundPage } from './pages';

/** Unknown addresses: the 404 page, inside the shell when signed in. */
export function NotFoundRoute() {
  const { authorized, data } = useCredentials();
  if (authorized && data) {
    return (
      <DashboardShell>
        <NotFoundPage />
      </DashboardShell>
    );
  }
  return <NotFoundPage fullScreen />;
}

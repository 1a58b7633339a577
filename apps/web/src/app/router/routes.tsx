import type { RouteObject } from 'react-router';
import { RequireAuth } from '../auth/require-auth';
import { RequireRight } from '../auth/require-right';
import { ComingSoonPage, DashboardShell, LoginPage, LogoutPage, NotFoundPage, PAGES } from './pages';
import { PageTitle } from './page-title';
import { BARE_PROTECTED_ROUTES, PUBLIC_ROUTES, type RouteEntry, SHELL_ROUTES } from './route-table';

function toRoute(entry: RouteEntry): RouteObject {
  const Page = entry.page ? PAGES[entry.page] : null;
  const content = Page ? <Page /> : <PageTitle titleKey={entry.soon} Component={ComingSoonPage} />;
  return { path: entry.path, element: <RequireRight right={entry.right}>{content}</RequireRight> };
}

export const routes: RouteObject[] = [
  { path: '/', element: <LoginPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/Logout', element: <LogoutPage /> },
  {
    element: <RequireAuth />,
    children: [
      { element: <DashboardShell />, children: [...SHELL_ROUTES.map(toRoute), { path: '*', element: <NotFoundPage /> }] },
      ...BARE_PROTECTED_ROUTES.map(toRoute),
    ],
  },
  ...PUBLIC_ROUTES.map(toRoute),
];
